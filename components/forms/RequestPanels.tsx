// The two faces of a request form: the form itself (heading, error summary, fields, submit button, and a button that
// clears what is typed) and, once it is sent, the confirmation that takes its place (its heading gets focus; a
// button goes back to an empty form). Both take what useRequestForm returns.
import type { FormEvent, ReactNode, RefObject } from 'react'
import { ErrorSummary } from './Field.tsx'

interface PanelProps {
  /** Id of the panel's heading, which labels it. */
  id: string
  heading: ReactNode
  /** Class names besides `panel`. */
  className?: string
  children: ReactNode
}

export function RequestForm({
  kit,
  submitLabel,
  id,
  heading,
  className,
  children,
}: PanelProps & {
  kit: {
    formRef: RefObject<HTMLFormElement | null>
    submit: (event: FormEvent) => void
    prepare: () => void
    errorCount: number
    edited: boolean
    clear: () => void
  }
  submitLabel: string
}) {
  return (
    <form
      ref={kit.formRef}
      className={className ? `panel ${className}` : 'panel'}
      noValidate
      onSubmit={kit.submit}
      onFocus={kit.prepare}
      aria-labelledby={id}
    >
      <h2 id={id}>{heading}</h2>
      <ErrorSummary count={kit.errorCount} />
      {children}
      <div className="form-actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
        {kit.edited && (
          <button type="button" className="button secondary" onClick={kit.clear}>
            Clear form
          </button>
        )}
      </div>
    </form>
  )
}

export function SentPanel({
  kit,
  againLabel,
  id,
  heading,
  className,
  children,
}: PanelProps & { kit: { sentRef: RefObject<HTMLHeadingElement | null>; reset: () => void }; againLabel: string }) {
  return (
    <section className={className ? `panel ${className}` : 'panel'} aria-labelledby={id}>
      <h2 id={id} ref={kit.sentRef} tabIndex={-1}>
        {heading}
      </h2>
      {children}
      <button type="button" className="button secondary" onClick={kit.reset}>
        {againLabel}
      </button>
    </section>
  )
}
