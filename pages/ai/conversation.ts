// The conversation kept per brand in localStorage: who said what, and what the assistant recommended (as slugs,
// looked up in the catalog when shown, so a product that is gone is simply left out).
import { type ShapeOf, shape, storedList } from '../../components/page/index.ts'
import type { Reply } from './knowledge.ts'

const chatMessage = shape.object({
  id: shape.number(),
  role: shape.oneOf(['user', 'assistant']),
  text: shape.string(),
  /** Recommended product slugs (assistant messages). */
  products: shape.optional(shape.array(shape.string())),
  /** The FAQ question an answer comes from. */
  source: shape.optional(shape.string()),
  /** Example questions offered with the answer. */
  suggestions: shape.optional(shape.array(shape.string())),
})

export type ChatMessage = ShapeOf<typeof chatMessage>

export const maxMessages = 30

/** The conversation with this brand's assistant, oldest first; a message in an unexpected shape is left out. */
export const conversation = storedList('assistant', chatMessage)

/** The conversation with a question and its reply added, keeping the last `maxMessages`. */
export function addExchange(messages: readonly ChatMessage[], question: string, reply: Reply): ChatMessage[] {
  const next = messages.reduce((max, m) => Math.max(max, m.id), 0) + 1
  const answer: ChatMessage = {
    id: next + 1,
    role: 'assistant',
    text: reply.text,
    ...(reply.products.length > 0 ? { products: reply.products } : {}),
    ...(reply.source ? { source: reply.source } : {}),
    ...(reply.suggestions?.length ? { suggestions: reply.suggestions } : {}),
  }
  return [...messages, { id: next, role: 'user' as const, text: question }, answer].slice(-maxMessages)
}
