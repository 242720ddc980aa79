// The resort kit: the resort card and the stay request form the resort pages share.
export { ResortCard } from './ResortCard.tsx'
export { StayRequest } from './StayRequest.tsx'
