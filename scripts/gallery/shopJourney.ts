// A brand's shop as a visitor finds it mid-journey, for the gallery: an order of the brand's kind of fulfilment is
// put together through the real pages (the item chosen and its questions answered, a Scan & Go barcode typed, a
// cruise's excursion added to the sailing), then the cart, the checkout filled in and the confirmation of the
// placed order are photographed; where the brand has no checkout (Carnival), its cart's booking request and the
// request sent. Nothing is seeded and no page exists for the gallery: what a visitor sees is what is shot.
import type { Locator, Page } from '@playwright/test'
import type { Brand } from '../../brand/brandSchema.ts'
import { type FulfilmentKind, resolveFulfilment } from '../../brand/fulfilment.ts'
import { isBookingKind, isExtra, productKind } from '../../brand/productKind.ts'
import { mainShopSection, type ShopLinks, shopLinks } from '../../brand/shopLinks.ts'
import { answerForm, formProblems } from './demoAnswers.ts'

/** One item of the order, and how a visitor gets it into the cart. */
export interface JourneyItem {
  name: string
  /** "scan": its barcode typed on the Scan & Go page; "page": its own page (the card's "Choose" link leads there);
   *  "card": from its catalog card, where the brand has no page per item. */
  way: 'scan' | 'page' | 'card'
  href: string
  barcode?: string
  /** Booked with a choice of its own (a car's dates, a sailing, a visit), not an extra joining one. */
  booked: boolean
}

export type JourneyStep = 'cart' | 'checkout' | 'confirmation' | 'request' | 'requested'

export interface ShopJourney {
  kind: FulfilmentKind
  links: ShopLinks & { cart: string }
  items: JourneyItem[]
  /** The shots in the order they are taken, each labelled with the kind ("Checkout (rental)"). */
  shots: { step: JourneyStep; label: string }[]
}

const stepNames: Record<JourneyStep, string> = {
  cart: 'Cart',
  checkout: 'Checkout',
  confirmation: 'Confirmation',
  request: 'Booking request',
  requested: 'Request sent',
}

/** The order the gallery places at a brand: undefined where the brand has no cart. */
export function shopJourney(brand: Brand): ShopJourney | undefined {
  const section = mainShopSection(brand)
  const links = shopLinks(brand, section)
  const { cart } = links
  if (!cart) return undefined
  const fulfilment = resolveFulfilment(brand.fulfilment)
  const item = (product: Brand['products'][number]): JourneyItem => {
    const booked = isBookingKind(productKind(product, fulfilment)) && !isExtra(product, fulfilment)
    if (section === 'scan') return { name: product.name, way: 'scan', href: links.catalog, barcode: product.barcode, booked }
    if (links.confirmItem) return { name: product.name, way: 'page', href: `${links.confirmItem}?item=${product.slug}`, booked }
    if (links.productBase) return { name: product.name, way: 'page', href: `${links.productBase}/${product.slug}`, booked }
    return { name: product.name, way: 'card', href: links.catalog, booked }
  }
  // Scan & Go: a few items off the shelf. Elsewhere the first item sold on its own, and where the brand sells extras
  // with a booking (a car's child seat, a cruise's excursion), the first of those too.
  const main = brand.products.find((p) => !isExtra(p, fulfilment))
  if (!main) return undefined
  const extra = brand.products.find((p) => isExtra(p, fulfilment))
  const products =
    section === 'scan'
      ? brand.products.filter((p) => p.barcode).slice(0, 3)
      : [main, ...(extra && isBookingKind(productKind(main, fulfilment)) ? [extra] : [])]
  const kind = productKind(main, fulfilment)
  const steps: JourneyStep[] = links.checkout ? ['cart', 'checkout', 'confirmation'] : ['cart', 'request', 'requested']
  return {
    kind,
    links: { ...links, cart },
    items: products.map(item),
    shots: steps.map((step) => ({ step, label: `${stepNames[step]} (${kind})` })),
  }
}

async function open(page: Page, url: string) {
  await page.goto(url)
  await page.locator('html[data-hydrated]').waitFor()
}

/** Puts one item in the cart the way a visitor does, answering its questions with demo values. */
async function addItem(page: Page, origin: string, journey: ShopJourney, item: JourneyItem) {
  const here = new URL(page.url())
  if (item.way !== 'card' || here.pathname !== item.href) await open(page, origin + item.href)
  if (item.way === 'scan') {
    await page.getByLabel('Barcode', { exact: true }).fill(item.barcode ?? '')
    await page.getByRole('button', { name: 'Add item' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `${item.name} is in your cart` })
      .waitFor()
    return
  }
  if (item.way === 'card')
    await page.getByRole('button', { name: `${item.booked ? 'Choose' : 'Add to booking'} ${item.name}`, exact: true }).click()
  if (item.booked) {
    const form = page.getByRole('form', { name: `Choose ${item.name}` })
    await form.waitFor()
    await answerForm(form)
    await form.getByRole('button', { name: 'Add to cart' }).click()
  } else if (item.way === 'page') {
    await page.getByRole('button', { name: 'Add to cart' }).click()
  }
  // The item's page goes on to the cart where the brand has one such page per item; elsewhere it says so in place.
  if (item.way === 'page' && journey.links.confirmItem) await page.waitForURL((url) => url.pathname === journey.links.cart)
  else await page.getByRole('status').filter({ hasText: `Added to your cart: ` }).filter({ hasText: item.name }).waitFor()
}

/** Submits the form and waits for what shows it was taken, or fails saying what the form refused. */
async function submit(form: Locator, taken: Promise<unknown>, where: string) {
  // Whichever does not happen is left waiting until the page closes: its failure then is no one's concern.
  const outcomes = [
    taken.then(() => 'taken'),
    form
      .locator('.field-error')
      .first()
      .waitFor()
      .then(() => 'refused'),
  ]
  for (const outcome of outcomes) outcome.catch(() => undefined)
  await form.locator('button[type=submit]').click()
  if ((await Promise.race(outcomes)) === 'refused')
    throw new Error(`${where} refused the demo answers: ${await formProblems(form)}`)
}

/**
 * Walks the journey in the page (a fresh browser context: an empty cart) and calls `shoot` at each of its shots,
 * with the page showing it. Fails, naming the brand and the step, where the order cannot be placed.
 */
export async function walkShopJourney(
  page: Page,
  origin: string,
  brand: string,
  journey: ShopJourney,
  shoot: (shot: ShopJourney['shots'][number]) => Promise<void>,
) {
  const shot = (step: JourneyStep) => {
    const found = journey.shots.find((s) => s.step === step)
    if (!found) throw new Error(`${brand}: the journey has no ${step} shot`)
    return shoot(found)
  }
  for (const item of journey.items) await addItem(page, origin, journey, item)
  await open(page, origin + journey.links.cart)
  // The cart is read from storage once the page is live: wait for its last line before counting.
  const lines = page.locator('.line-item')
  const shown = await lines
    .nth(journey.items.length - 1)
    .waitFor({ timeout: 10_000 })
    .then(() => lines.count())
    .catch(() => lines.count())
  if (shown !== journey.items.length)
    throw new Error(`${brand}: the cart shows ${shown} lines after adding ${journey.items.map((i) => i.name).join(', ')}`)
  // The confirmation's heading names the order (the checkout's own "is placed" note does too, but is no heading).
  const confirmed = page.getByRole('heading').filter({ has: page.locator('.order-id') })
  const request = page.locator('form').filter({ has: page.getByRole('button', { name: 'Request this booking' }) })
  // Where the cart ends in a booking request, that step (imported on demand) is part of the cart as shown.
  if (!journey.links.checkout) await request.waitFor()
  await shot('cart')
  if (journey.links.checkout) {
    await page.getByRole('link', { name: 'Checkout' }).click()
    const form = page.getByRole('form', { name: 'Checkout' })
    await form.waitFor()
    await page.locator('html[data-hydrated]').waitFor()
    await answerForm(form)
    await shot('checkout')
    const placed = page.waitForURL((url) => url.searchParams.has('order'))
    await submit(form, placed, `${brand}: the checkout`)
    await confirmed.waitFor()
    await shot('confirmation')
  } else {
    await answerForm(request)
    await shot('request')
    await submit(request, confirmed.waitFor(), `${brand}: the booking request`)
    await shot('requested')
  }
}
