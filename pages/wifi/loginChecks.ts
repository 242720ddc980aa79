// What the Wi-Fi login needs once the visitor connects, imported then (or when the browser is idle, or the form is
// focused): reading the login as typed.
export { loginProblem, parseLogin } from '../../components/account/index.ts'
