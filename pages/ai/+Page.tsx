// The assistant page: a chat that answers from the brand's own FAQ and catalog, offline and deterministic
// (components/ai/answer.ts). The conversation is kept per brand, so it survives navigation and reload.
import './ai.css'
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { onDemand, TextField, usePrefetchWhenIdle } from '../../components/forms/index.ts'
import { FeatureIntro, type PageProps, track } from '../../components/page/index.ts'
import type { Data } from './+data.ts'
import type { Assistant } from './answer.ts'
import { addExchange, conversation } from './conversation.ts'
import { type AssistantProduct, type Knowledge, maxQuestionLength } from './knowledge.ts'
import { exampleQuestions, welcome } from './phrasing.ts'
import { RecommendedProducts } from './RecommendedProducts.tsx'
import { Snackbar } from './Snackbar.tsx'

const inputId = 'assistant-question'
const unreachable = 'The assistant could not be loaded. Check your connection, then send your question again.'

/** The answering engine, the bulk of this page's code: it answers nothing before the first question, so it is imported
 *  once the page is idle (or by that question), not with the page; a failed import is tried again by the next one. */
const engine = onDemand(() => import('./answer.ts'), 'the assistant')

export default function AiPage({ payload }: PageProps<Data>) {
  const { faq, products, links, currency, locations, catalogIndex } = payload.page
  const brandName = payload.brand?.name ?? 'Demo'
  const knowledge: Knowledge = useMemo(
    () => ({ brand: brandName, currency, faq, products, locations }),
    [brandName, currency, faq, products, locations],
  )
  usePrefetchWhenIdle(engine)
  // Made once per knowledge, from the engine once it has arrived; for a catalog larger than the payload, per
  // question, with the products its words find in the search index (which it returns, to be shown).
  const assistant = useMemo(() => {
    let made: Assistant | undefined
    return async (question: string): Promise<[Assistant, readonly AssistantProduct[]]> => {
      const e = await engine.load()
      if (!catalogIndex) {
        made ??= e.createAssistant(knowledge)
        return [made, []]
      }
      const k = await e.withIndexedProducts(knowledge, question, catalogIndex)
      return [e.createAssistant(k), k.products]
    }
  }, [knowledge, catalogIndex])
  const [lookedUp, setLookedUp] = useState<readonly AssistantProduct[]>([])
  const bySlug = useMemo(() => new Map([...products, ...lookedUp].map((p) => [p.slug, p])), [products, lookedUp])
  const { scope } = payload.route
  const messages = conversation.use(scope)
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string>()
  const [cleared, setCleared] = useState(false)
  const logRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const focusInput = () => formRef.current?.querySelector<HTMLInputElement>(`#${inputId}`)?.focus()
  const closeSnackbar = useCallback(() => setCleared(false), [])

  // Keep the latest message in view inside the log (the page itself does not scroll).
  const count = messages.length
  useEffect(() => {
    const log = logRef.current
    if (log && count > 0) log.scrollTop = log.scrollHeight
  }, [count])

  const ask = async (question: string) => {
    const [answering, found] = await assistant(question)
    const reply = answering.answer(question)
    const known = new Map([...bySlug, ...found.map((p) => [p.slug, p] as const)])
    if (found.length > 0) setLookedUp([...known.values()])
    // Read the stored conversation afresh, so two quick questions before a re-render both stay.
    conversation.write(scope, addExchange(conversation.read(scope), question, reply))
    setCleared(false)
    // The question itself is not sent: only its length and what kind of answer it got.
    track('Assistant Prompt Sent', { prompt_length: question.length, matched: reply.matched })
    const shown = reply.products.flatMap((slug) => known.get(slug) ?? [])
    if (shown.length > 0)
      track('Products Recommended', {
        products: shown.map((p, i) => ({ product_id: p.slug, name: p.name, price: p.price, position: i + 1 })),
      })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const question = draft.trim()
    if (!question) {
      setError('Type a question first, then press Send.')
      focusInput()
      return
    }
    if (question.length > maxQuestionLength) {
      setError(`Questions can be up to ${maxQuestionLength} characters; this one has ${question.length}.`)
      focusInput()
      return
    }
    setError(undefined)
    setDraft('')
    // The question goes back in the field if it could not be answered.
    ask(question).catch(() => {
      setDraft((current) => current || question)
      setError(unreachable)
    })
  }

  const askSuggestion = (question: string) => {
    setError(undefined)
    ask(question).catch(() => setError(unreachable))
    focusInput()
  }

  const clear = () => {
    conversation.write(scope, [])
    setCleared(true)
    focusInput()
  }

  const examples = exampleQuestions(knowledge, 4)

  return (
    <>
      <FeatureIntro payload={payload} />
      <section className="panel assistant" aria-labelledby="assistant-heading">
        <h2 id="assistant-heading" className="visually-hidden">
          Conversation with the {brandName} assistant
        </h2>
        <div
          ref={logRef}
          className="assistant-log"
          role="log"
          aria-live="polite"
          aria-labelledby="assistant-heading"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboard users must be able to focus it
          tabIndex={0}
        >
          <ol className="assistant-messages">
            <li className="assistant-message from-assistant">
              <span className="assistant-who">{brandName} assistant</span>
              <p>{welcome(knowledge)}</p>
            </li>
            {messages.map((m) => (
              <li key={m.id} className={`assistant-message from-${m.role}`}>
                <span className="assistant-who">{m.role === 'user' ? 'You' : `${brandName} assistant`}</span>
                <p>{m.text}</p>
                {m.source && <p className="assistant-source">From our FAQ: “{m.source}”</p>}
                {m.products && (
                  <RecommendedProducts
                    products={m.products.flatMap((slug) => bySlug.get(slug) ?? [])}
                    links={links}
                    currency={currency}
                    brand={payload.brand?.name}
                    listId={payload.route.path}
                  />
                )}
                {m.suggestions && <Suggestions questions={m.suggestions} onAsk={askSuggestion} />}
              </li>
            ))}
          </ol>
        </div>
        {messages.length === 0 && examples.length > 0 && (
          <div className="assistant-start">
            <p id="assistant-try">Try asking:</p>
            <Suggestions questions={examples} onAsk={askSuggestion} labelledBy="assistant-try" />
          </div>
        )}
        <form ref={formRef} className="assistant-form" noValidate onSubmit={submit} aria-label={`Ask the ${brandName} assistant`}>
          <TextField
            id={inputId}
            label="Your question"
            className="assistant-input"
            autoComplete="off"
            maxLength={200}
            enterKeyHint="send"
            value={draft}
            error={error}
            onChange={(e) => {
              setDraft(e.target.value)
              if (error) setError(undefined)
            }}
          />
          <button type="submit" className="button">
            Send
          </button>
        </form>
        {messages.length > 0 && (
          <button type="button" className="button secondary assistant-clear" onClick={clear}>
            Clear conversation
          </button>
        )}
      </section>
      {faq.length > 0 && (
        <section className="panel assistant-faq" aria-labelledby="faq-heading">
          <h2 id="faq-heading">Questions people ask</h2>
          {faq.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      )}
      {cleared && <Snackbar onClose={closeSnackbar}>Conversation cleared.</Snackbar>}
    </>
  )
}

function Suggestions({
  questions,
  onAsk,
  labelledBy,
}: {
  questions: readonly string[]
  onAsk: (question: string) => void
  labelledBy?: string
}) {
  return (
    <ul className="assistant-chips" aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : 'Suggested questions'}>
      {questions.map((q) => (
        <li key={q}>
          <button type="button" className="assistant-chip" onClick={() => onAsk(q)}>
            {q}
          </button>
        </li>
      ))}
    </ul>
  )
}
