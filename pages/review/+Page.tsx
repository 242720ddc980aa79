// Leave a review: what is reviewed (the brand's catalog: a select, or a search of a catalog too long to carry), a 1–5
// star rating, a title and the review itself. Checked field by field; a posted review appears under "Your reviews"
// (kept on this device) and is tracked as "Product Reviewed" (Segment E-commerce spec). Two views, by the product
// field (views/select.tsx holds the page).
import { productFieldViews } from '../../components/forms/index.ts'
import SelectView from './views/select.tsx'
import './review.css'

export default productFieldViews(SelectView)
