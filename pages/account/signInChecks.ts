// What the sign-in form needs once the visitor submits, imported then (or when the browser is idle, or the form is
// focused): reading the login as typed.
export { loginProblem, parseLogin } from '../../components/account/index.ts'
