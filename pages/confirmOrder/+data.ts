import type { ProductFacts } from '../../brand/brandSchema.ts'
import { type CommerceData, commerceFacts } from '../../renderer/server/commerceData.ts'
import { definePageData } from '../../renderer/server/definePageData.ts'

export type Data = CommerceData<ProductFacts>

export const data = definePageData(commerceFacts)
