// A catalog card's booking controls (CardBooking.tsx), imported only by cards of booked items on brands without a
// page to choose them on: every other catalog carries none of it.
import type { ComponentProps } from 'react'
import { onDemand, useOnDemand } from '../forms/onDemand.ts'

type CardBookingModule = typeof import('./CardBooking.tsx')

const cardBooking = onDemand<CardBookingModule>(() => import('./CardBooking.tsx'), 'the booking controls')

export function CardBookingOnDemand(props: ComponentProps<CardBookingModule['CardBooking']>) {
  const { loaded, failed, retry } = useOnDemand(cardBooking)
  if (loaded) return <loaded.CardBooking {...props} />
  if (failed)
    return (
      <button type="button" className="button" onClick={retry}>
        Try again <span className="visually-hidden">to load the booking of {props.product.name}</span>
      </button>
    )
  // Until the controls arrive, the card shows where they will be, not yet usable.
  return (
    <button type="button" className="button" disabled>
      Choose <span className="visually-hidden">{props.product.name}</span>
    </button>
  )
}
