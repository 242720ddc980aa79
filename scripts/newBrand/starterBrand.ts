// The brand `npm run new-brand -- <prefix>` writes without --like: pages that need no catalog (home, account,
// service, SMS), the shared frame's default chrome, and a neutral theme whose colours pass every contrast check.
// Everything in it is meant to be edited; the command says which fields come first.
import type { FulfilmentKind } from '../../brand/fulfilment.ts'

/** `schema`: the brand JSON Schema's path relative to the brand folder; `kind`: how it will hand orders over. */
export function starterBrand(
  prefix: string,
  name: string,
  schema: string,
  kind: FulfilmentKind = 'shipping',
): Record<string, unknown> {
  return {
    $schema: schema,
    prefix,
    name,
    industry: 'Retail',
    tagline: `Welcome to ${name}`,
    // The home hero's picture: a shopping bag marked with the prefix, until the brand picks what it is known for.
    heroArt: { motif: 'tote-bag', color: '#1f4e79', label: prefix.slice(0, 4) },
    currency: 'USD',
    locale: 'en-US',
    layout: prefix,
    theme: {
      primary: '#1f4e79',
      onPrimary: '#ffffff',
      accent: '#b4461b',
      background: '#f6f7f9',
      surface: '#ffffff',
      text: '#1b1f24',
      muted: '#4f5863',
      headingFont: "'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
      bodyFont: "'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
      radius: 8,
    },
    chrome: {},
    pages: ['', 'account', 'service', 'sms'],
    // Named now, so adding shop pages and products is all a shop needs; the kind's options take their defaults.
    fulfilment: { kind },
    // What its help page's requests can be about: its own pages' topics, to be put in the brand's words.
    help: { topics: [{ label: 'Signing in to your account' }, { label: 'Text alerts' }, { label: 'Something else' }] },
  }
}
