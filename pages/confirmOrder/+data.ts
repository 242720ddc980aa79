import { type CommerceData, commerceData } from '../../renderer/server/commerceData.ts'
import { definePageData } from '../../renderer/server/definePageData.ts'

export type Data = CommerceData

export const data = definePageData(commerceData)
