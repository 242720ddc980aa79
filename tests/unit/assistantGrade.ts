// Grading the assistant over the question tables (assistantQuestions.ts): each reply is right, wrong or inverted
// (a yes/no answer that leads with the opposite of the right one), and each brand gets a score.
import type { Brand } from '../../brand/brandSchema.ts'
import { resolveFulfilment } from '../../brand/fulfilment.ts'
import { productKind } from '../../brand/productKind.ts'
import { createAssistant } from '../../pages/ai/answer.ts'
import type { Knowledge, Reply } from '../../pages/ai/knowledge.ts'
import { type AssistantQuestion, assistantQuestions } from './assistantQuestions.ts'

export type Verdict = 'right' | 'wrong' | 'inverted'

const found = (haystack: string, needle: string | RegExp) =>
  typeof needle === 'string' ? haystack.toLowerCase().includes(needle.toLowerCase()) : needle.test(haystack)

export function grade(q: AssistantQuestion, reply: Reply): Verdict {
  const lead = /^(Yes|No)\b/.exec(reply.text)?.[1]
  if (q.yes !== undefined && lead && lead !== (q.yes ? 'Yes' : 'No')) return 'inverted'
  const said = `${reply.text}\n${reply.products.join(' ')}`
  const right = q.has.every((n) => found(said, n)) && !(q.not ?? []).some((n) => found(said, n))
  return right ? 'right' : 'wrong'
}

export interface BrandScore {
  brand: string
  questions: number
  right: number
  percent: number
  misses: { question: string; verdict: Verdict; reply: string }[]
}

/** What the ai page's data (pages/ai/+data.ts) gives the assistant of a brand. */
export function knowledgeOf(brand: Brand): Knowledge {
  const fulfilment = resolveFulfilment(brand.fulfilment)
  return {
    brand: brand.name,
    currency: brand.currency,
    faq: brand.faq,
    products: brand.products.map((p) =>
      productKind(p, fulfilment) === 'application' ? { ...p, application: true as const } : p,
    ),
    locations: brand.locations,
  }
}

export function scoreBrand(brand: Brand): BrandScore {
  const assistant = createAssistant(knowledgeOf(brand))
  const table = assistantQuestions[brand.prefix] ?? []
  const misses: BrandScore['misses'] = []
  for (const q of table) {
    const reply = assistant.answer(q.question)
    const verdict = grade(q, reply)
    if (verdict !== 'right') misses.push({ question: q.question, verdict, reply: `${reply.text} [${reply.products.join(', ')}]` })
  }
  const right = table.length - misses.length
  return {
    brand: brand.prefix,
    questions: table.length,
    right,
    percent: table.length ? Math.round((1000 * right) / table.length) / 10 : 0,
    misses,
  }
}
