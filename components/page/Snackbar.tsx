// A short confirmation at the bottom of the screen, announced politely, gone after 5 s: long enough to read a
// short sentence, short enough not to cover the page for long.
import { type ReactNode, useEffect } from 'react'
import { withBase } from '../../lib/base.ts'

export const snackbarTimeoutMs = 5000

export function Snackbar({
  children,
  onClose,
  action,
}: {
  children: ReactNode
  onClose: () => void
  action?: { label: string; href: string } | undefined
}) {
  useEffect(() => {
    const timer = setTimeout(onClose, snackbarTimeoutMs)
    return () => clearTimeout(timer)
  }, [onClose])
  return (
    <div className="snackbar" role="status">
      <span>{children}</span>
      {action && <a href={withBase(action.href)}>{action.label}</a>}
    </div>
  )
}
