// Inquiry form: name, email, optional phone, program of interest (the brand's catalog: a select, or a search of a
// catalog too long to carry), start term and an optional message. Checked field by field; sending it adds the contact
// details to the visitor's traits (identify without a user id: an inquiry is not a sign-in), tracks "Inquiry
// Submitted", keeps the inquiry on this device and shows its reference. Two views, by the program field
// (views/select.tsx holds the page).
import { productFieldViews } from '../../components/forms/index.ts'
import SelectView from './views/select.tsx'
import './form.css'

export default productFieldViews(SelectView)
