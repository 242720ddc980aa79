// "Step 2 of 5" over a bar, exposed as a progressbar whose spoken text also names the current step. The multi-step
// flows (the food finder's questions, a guided journey's steps) share it; anything after the bar (a list of the
// steps) comes as children.
import type { ReactNode } from 'react'

interface ProgressBarProps {
  /** Id of the visible counter, which labels the bar. */
  id: string
  /** What one step is called: "Step", "Question". */
  unit: string
  /** 1-based. */
  n: number
  total: number
  /** The current step's title, read after the count. */
  current: string
  children?: ReactNode
}

export function ProgressBar({ id, unit, n, total, current, children }: ProgressBarProps) {
  return (
    <div className="progress">
      <p id={id} className="progress-label">
        {unit} {n} of {total}
      </p>
      <div
        className="progress-track"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={n}
        aria-valuetext={`${unit} ${n} of ${total}: ${current}`}
      >
        <span style={{ width: `${(n / total) * 100}%` }} />
      </div>
      {children}
    </div>
  )
}
