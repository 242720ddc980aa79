// Customer service: a request form (name, email, a topic in the brand's words from its data, optionally the product
// (a select, or a search of a catalog too long to carry), what the topic asks besides (a service date and center) and
// the message), validated field by field. Sending it opens a case with a reference such as AVIS-CASE-7K2M9Q, kept on
// this device and listed under "Your open requests", and tracks 'Service Request Submitted' { case_id, topic,
// product?, and each answer the topic asked }. Two views, by the product field (views/select.tsx holds the page).
import { productFieldViews } from '../../components/forms/index.ts'
import SelectView from './views/select.tsx'
import './service.css'

export default productFieldViews(SelectView)
