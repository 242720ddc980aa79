// What the save form needs once the visitor submits, imported then (or when the browser is idle, or the form is
// focused): the email check.
export { emailProblem } from '../../components/forms/index.ts'
