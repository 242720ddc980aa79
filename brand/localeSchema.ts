// The locale a brand's words and times are written in (BCP 47: "en-US"). Required, with no default: it decides the
// spelling its copy is checked against (tests/unit/spelling.test.ts) and how its times read ("8 AM–12 PM" or
// "08:00–12:00"), so a partner from elsewhere must not inherit US English unasked; `npm run new-brand` writes it.
import * as v from 'valibot'

/** The locales the site can spell-check (a cspell dictionary in package.json) and format: add one with its dictionary. */
export const brandLocales = ['en-US'] as const

export type BrandLocale = (typeof brandLocales)[number]

export const localeSchema = v.picklist(
  brandLocales,
  `expected a locale the site spell-checks and formats: ${brandLocales.join(', ')} (BCP 47, like "en-US")`,
)
