// The brand's resorts. Where the brand has a page per resort, each card links to it; otherwise a resort opens in
// place in the list: its card spans the list's width with the stay request beside its details (below them on a
// phone), scrolled to its heading, so no resort is a dead end and a resort chosen elsewhere (the brand's home links
// to #<slug>) is what the visitor sees. The open resort is kept in the address. The stay request form is imported on
// demand: no visitor of the list pays for it before opening a resort.
import './resorts.css'
import { useEffect, useRef, useState } from 'react'
import { usePrefetchWhenIdle } from '../../components/forms/index.ts'
import { FeatureIntro, type PageProps } from '../../components/page/index.ts'
import { ResortCard, StayRequestOnDemand, stayRequestForm } from '../../components/resort/index.ts'
import type { Data } from './+data.ts'

const panelId = 'resort-booking'

export default function ResortsPage({ payload }: PageProps<Data>) {
  const { resorts, detailBase } = payload.page
  const currency = payload.brand?.currency ?? 'USD'
  const [openSlug, setOpenSlug] = useState<string>()
  const headingRef = useRef<HTMLHeadingElement>(null)
  /** Set when a resort is opened (by its button or the address): it is scrolled into view and its heading focused. */
  const moved = useRef(false)
  /** The resort just closed: focus goes back to its button (drawn afresh, as the card closes). */
  const closed = useRef<string>(undefined)
  const open = resorts.find((r) => r.slug === openSlug)
  // The stay request form is not part of the list's first load: it arrives when idle, or as a resort is approached.
  usePrefetchWhenIdle(stayRequestForm)

  // A resort named in the address opens once hydrated (the prerendered page has no hash).
  useEffect(() => {
    const slug = decodeURIComponent(window.location.hash.slice(1))
    if (!resorts.some((r) => r.slug === slug)) return
    moved.current = true
    setOpenSlug(slug)
  }, [resorts])
  useEffect(() => {
    if (!open && closed.current) document.querySelector<HTMLElement>(`[data-resort="${closed.current}"]`)?.focus()
    closed.current = undefined
    if (!open || !moved.current) return
    moved.current = false
    // Its heading at the top: beside the details on a wide screen, below them on a phone, where the form then follows.
    headingRef.current?.scrollIntoView({ block: 'start' })
    headingRef.current?.focus({ preventScroll: true })
  }, [open])

  const choose = (slug: string | undefined) => {
    moved.current = true
    closed.current = openSlug
    setOpenSlug(slug)
    const url = new URL(window.location.href)
    url.hash = slug ?? ''
    window.history.replaceState(window.history.state, '', url)
  }

  return (
    <>
      <FeatureIntro payload={payload} />
      <ul className="product-grid resort-list">
        {resorts.map((r) => (
          <ResortCard
            key={r.slug}
            id={r.slug}
            resort={r}
            currency={currency}
            href={detailBase ? `${detailBase}/${r.slug}` : undefined}
            aside={
              r === open && (
                <section id={panelId} className="resort-booking" aria-labelledby={`${panelId}-heading`}>
                  <h2 id={`${panelId}-heading`} ref={headingRef} tabIndex={-1}>
                    Stay at {r.name}
                  </h2>
                  <StayRequestOnDemand resort={r} currency={currency} scope={payload.route.scope} withCard={false} />
                  <button type="button" className="button secondary" onClick={() => choose(undefined)}>
                    Back to all resorts
                  </button>
                </section>
              )
            }
          >
            {!detailBase && (
              <button
                type="button"
                className="button secondary"
                aria-expanded={r.slug === openSlug}
                aria-controls={r.slug === openSlug ? panelId : undefined}
                data-resort={r.slug}
                onPointerEnter={stayRequestForm.prefetch}
                onFocus={stayRequestForm.prefetch}
                onClick={() => choose(r.slug === openSlug ? undefined : r.slug)}
              >
                Details and booking <span className="visually-hidden">for {r.name}</span>
              </button>
            )}
          </ResortCard>
        ))}
      </ul>
    </>
  )
}
