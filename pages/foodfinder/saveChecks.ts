// What the save form needs once the visitor submits, imported then (or when the browser is idle, or the form is
// focused): the email check and the visitor's user id.
export { userIdFor } from '../../components/account/index.ts'
export { emailProblem } from '../../components/forms/index.ts'
