import { type CommerceData, commerceFacts, definePageData } from '../../components/page/build/pageData.ts'
import type { ProductFacts } from '../../components/page/index.ts'

export type Data = CommerceData<ProductFacts>

export const data = definePageData(commerceFacts)
