import { type CommerceData, commerceData, definePageData } from '../../components/page/build/pageData.ts'

export type Data = CommerceData

export const data = definePageData(commerceData)
