// The brand's resorts. Where the brand has a page per resort, each card links to it; otherwise each resort opens
// here, below the list, with its details and stay request, so no resort is a dead end. The open resort is kept in
// the address (#<slug>), which the brand's home links to. The stay request form is imported on demand: no visitor
// of the list pays for it before opening a resort.
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
  const moved = useRef(false)
  const open = resorts.find((r) => r.slug === openSlug)
  // The stay request form is not part of the list's first load: it arrives when idle, or as a resort is approached.
  usePrefetchWhenIdle(stayRequestForm)

  // A resort named in the address opens once hydrated (the prerendered page has no hash).
  useEffect(() => {
    const slug = decodeURIComponent(window.location.hash.slice(1))
    if (resorts.some((r) => r.slug === slug)) setOpenSlug(slug)
  }, [resorts])
  useEffect(() => {
    if (!open || !moved.current) return
    moved.current = false
    headingRef.current?.focus()
    headingRef.current?.scrollIntoView({ block: 'start' })
  }, [open])

  const choose = (slug: string | undefined) => {
    moved.current = true
    setOpenSlug(slug)
    const url = new URL(window.location.href)
    url.hash = slug ?? ''
    window.history.replaceState(window.history.state, '', url)
  }

  return (
    <>
      <FeatureIntro payload={payload} />
      <ul className="product-grid">
        {resorts.map((r) => (
          <ResortCard key={r.slug} resort={r} currency={currency} href={detailBase ? `${detailBase}/${r.slug}` : undefined}>
            {!detailBase && (
              <button
                type="button"
                className="button secondary"
                aria-expanded={r.slug === openSlug}
                aria-controls={panelId}
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
      {open && (
        <section id={panelId} className="resort-booking" aria-labelledby={`${panelId}-heading`}>
          <h2 id={`${panelId}-heading`} ref={headingRef} tabIndex={-1} className="section-title">
            Stay at {open.name}
          </h2>
          <StayRequestOnDemand key={open.slug} resort={open} currency={currency} scope={payload.route.scope} />
          <button
            type="button"
            className="button secondary"
            onClick={() => {
              choose(undefined)
              // Back where the visitor came from: the resort's own button in the list.
              document.querySelector<HTMLElement>(`[data-resort="${open.slug}"]`)?.focus()
            }}
          >
            Back to all resorts
          </button>
        </section>
      )}
    </>
  )
}
