// The confirmation's words per kind of fulfilment: the heading once the order is found (a brand's own copy wins), and
// the neutral one the page has before it has looked, so nothing says "confirmed" before an order is there.
import type { FulfilmentKind } from '../../components/shop/index.ts'

export const confirmedCopy: Record<FulfilmentKind, { heading: string; intro: string }> = {
  shipping: { heading: 'Order confirmed', intro: 'Thank you for your order. Here is your summary.' },
  'pickup-or-delivery': { heading: 'Order confirmed', intro: 'Thank you for your order. Here is where and when you get it.' },
  rental: { heading: 'Reservation confirmed', intro: 'Your rental is reserved. Here are your pickup details.' },
  sailing: { heading: 'Sailing booked', intro: 'Your cruise is booked. Here is your sailing.' },
  appointment: { heading: 'Visit booked', intro: 'Your visit is booked. Here is when to expect us.' },
  'in-store': {
    heading: 'Paid: here is your exit pass',
    intro: 'Thank you for shopping with us. Show the pass below at the exit.',
  },
  application: {
    heading: 'Application received',
    intro: 'Thank you for applying. We review your application and email you our decision.',
  },
  digital: { heading: 'Order confirmed', intro: 'Thank you for your order. It is on its way to your inbox.' },
}

export const lookingUpCopy: Record<FulfilmentKind, string> = {
  shipping: 'Your order',
  'pickup-or-delivery': 'Your order',
  rental: 'Your reservation',
  sailing: 'Your booking',
  appointment: 'Your booking',
  'in-store': 'Your exit pass',
  application: 'Your application',
  digital: 'Your order',
}
