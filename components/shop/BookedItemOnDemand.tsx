// The booked item's questions (BookedItem.tsx), imported when an item needs them. While they arrive a status line
// shows; if they cannot be fetched, "Try again".
import type { ComponentProps } from 'react'
import { onDemand, useOnDemand } from '../forms/onDemand.ts'

type BookedItemModule = typeof import('./BookedItem.tsx')

const bookedItem = onDemand<BookedItemModule>(() => import('./BookedItem.tsx'), 'the booking questions')

export function BookedItemOnDemand(props: ComponentProps<BookedItemModule['BookedItem']>) {
  const { loaded, failed, retry } = useOnDemand(bookedItem)
  if (loaded) return <loaded.BookedItem {...props} />
  if (failed)
    return (
      <div role="alert">
        <p>The booking questions could not be loaded.</p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </div>
    )
  return <p role="status">Loading...</p>
}
