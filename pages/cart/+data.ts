import { commerceData } from '../../renderer/server/commerceData.ts'
import { definePageData } from '../../renderer/server/definePageData.ts'

export const data = definePageData(commerceData)
