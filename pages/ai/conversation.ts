// The conversation kept per brand in localStorage: who said what, and what the assistant recommended (as slugs,
// looked up in the catalog when shown, so a product that is gone is simply left out).
import type { Reply } from './answer.ts'

export interface ChatMessage {
  id: number
  role: 'user' | 'assistant'
  text: string
  /** Recommended product slugs (assistant messages). */
  products?: string[]
  /** The FAQ question an answer comes from. */
  source?: string
  /** Example questions offered with the answer. */
  suggestions?: string[]
}

export const maxMessages = 30

export function conversationKey(scope: string): string {
  return `storefront:${scope}:assistant`
}

const isStrings = (value: unknown) => Array.isArray(value) && value.every((s) => typeof s === 'string')

/** Stored JSON may be from an older version or edited by hand: anything unexpected makes it an empty conversation. */
export function isConversation(value: unknown): value is ChatMessage[] {
  return (
    Array.isArray(value) &&
    value.every(
      (m) =>
        typeof m === 'object' &&
        m !== null &&
        Number.isFinite(m.id) &&
        (m.role === 'user' || m.role === 'assistant') &&
        typeof m.text === 'string' &&
        (m.products === undefined || isStrings(m.products)) &&
        (m.source === undefined || typeof m.source === 'string') &&
        (m.suggestions === undefined || isStrings(m.suggestions)),
    )
  )
}

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
