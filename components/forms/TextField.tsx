// A labelled input whose error message sits right under it and is tied to it for screen readers.
import type { InputHTMLAttributes } from 'react'

export function TextField({
  id,
  label,
  error,
  className,
  ...input
}: { id: string; label: string; error?: string | undefined; className?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
