// The one frame every layout renders: the theme variables and the brand's chrome variants (brand/chrome.ts
// chromeVocabulary) as classes on the root, then the presenter's bar (the event inspector's toggle), the strip and
// ornament, the header, the page and the footer. The markup is the same for every brand; styles/chrome.css draws
// each variant, and a layout's own layout.css (a true one-off) can restyle it under `.layout-<name>`.
import type { ReactNode } from 'react'
import type { Chrome } from '../../brand/brandSchema.ts'
import type { Payload } from '../../brand/payload.ts'
import { EventInspector } from '../inspector/EventInspector.tsx'
import { BrandMark } from './BrandMark.tsx'
import { NavBar } from './NavBar.tsx'
import { SiteFooter } from './SiteFooter.tsx'
import { themeStyle } from './themeStyle.ts'

/** Ornaments drawn as a band of their own, before or after the header; the others are the header's or the page's
 *  own backgrounds and borders. */
const ornamentBands: Partial<Record<Chrome['ornament'], 'before' | 'after'>> = {
  stripes: 'before',
  wave: 'after',
  horizon: 'after',
}

export function chromeClasses(chrome: Chrome): string[] {
  return [
    `header-${chrome.header}`,
    `tone-${chrome.tone}`,
    `edge-${chrome.edge}`,
    `mark-${chrome.mark}`,
    `tagline-${chrome.tagline}`,
    `nav-${chrome.nav}`,
    `ornament-${chrome.ornament}`,
    `lettering-${chrome.lettering}`,
    `hero-${chrome.hero}`,
    `footer-${chrome.footer}`,
  ]
}

export function BrandFrame({ payload, chrome, children }: { payload: Payload; chrome: Chrome; children: ReactNode }) {
  const brand = payload.brand
  const tagline = brand && chrome.tagline !== 'none' ? <span className="chrome-tagline">{brand.tagline}</span> : null
  const strip = brand && chrome.strip && (
    <div className={`chrome-strip strip-${chrome.strip.tone} strip-${chrome.strip.place}`}>{brand[chrome.strip.text]}</div>
  )
  const ornament = ornamentBands[chrome.ornament]
  const band = <div className="chrome-ornament" aria-hidden="true" />
  // In the two-tier header the tagline ends the brand row; elsewhere "end" puts it after the navigation.
  const taglineInBrand = chrome.tagline === 'under' || (chrome.tagline === 'end' && chrome.header === 'tiers')
  return (
    <div
      className={['brand-frame', `layout-${payload.route.layout}`, ...chromeClasses(chrome)].join(' ')}
      style={themeStyle(brand?.theme)}
    >
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* The presenter's bar sits in the page's flow above the brand's chrome: it never covers what a visitor uses. */}
      <div className="presenter-bar">
        <EventInspector scope={payload.route.scope} scopeName={brand?.name ?? 'Demo'} />
      </div>
      {chrome.strip?.place === 'above' && strip}
      {ornament === 'before' && band}
      <header className="site-header">
        {chrome.tagline === 'above' && tagline}
        <div className="chrome-brand">
          <BrandMark payload={payload} />
          {taglineInBrand && tagline}
        </div>
        {chrome.badge && <span className="chrome-badge">{chrome.badge}</span>}
        <NavBar payload={payload} />
        {chrome.tagline === 'end' && !taglineInBrand && tagline}
      </header>
      {ornament === 'after' && band}
      {chrome.strip?.place === 'below' && strip}
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter payload={payload} />
    </div>
  )
}
