// A short confirmation at the bottom of the screen ("Conversation cleared."), announced politely, gone after 5 s:
// long enough to read a short sentence, short enough not to cover the conversation for long.
import { type ReactNode, useEffect } from 'react'

const snackbarTimeoutMs = 5000

export function Snackbar({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, snackbarTimeoutMs)
    return () => clearTimeout(timer)
  }, [onClose])
  return (
    <div className="snackbar" role="status">
      <span>{children}</span>
    </div>
  )
}
