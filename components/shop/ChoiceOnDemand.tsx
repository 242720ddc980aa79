// The booked item's questions, imported when the item needs them (ChoiceForm.tsx), so pages of items that are
// simply added carry none of it. While it arrives a status line shows; if it cannot be fetched, "Try again".

import { onDemand, useOnDemand } from '../forms/onDemand.ts'
import type { ChoiceFormProps } from './ChoiceForm.tsx'

export const choiceForm = onDemand(() => import('./ChoiceForm.tsx'), 'the booking questions')

export function ChoiceOnDemand(props: ChoiceFormProps) {
  const { loaded, failed, retry } = useOnDemand(choiceForm)
  if (loaded) return <loaded.ChoiceForm {...props} />
  if (failed)
    return (
      <div role="alert">
        <p>The booking questions could not be loaded.</p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </div>
    )
  return <p role="status">Loading the booking questions…</p>
}
