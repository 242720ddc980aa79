// The resort kit: the resort card and the stay request form the resort pages share, and that form imported on
// demand for a list that shows it only once a resort is opened.
export { ResortCard } from './ResortCard.tsx'
export { StayRequest } from './StayRequest.tsx'
export { StayRequestOnDemand, stayRequestForm } from './StayRequestOnDemand.tsx'
