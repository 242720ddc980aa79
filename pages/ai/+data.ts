import { definePageData } from '../../renderer/server/definePageData.ts'

export interface AiData {
  faq: { question: string; answer: string }[]
}

export const data = definePageData(({ brand }): AiData => ({ faq: brand?.faq ?? [] }))
