// https://vike.dev/config — every page is prerendered; pages are HTML-only for Vike (no +onRenderClient), our
// +client entry hydrates them.
import type { Config } from 'vike/types'

export default {
  // `partial`: a brand set without, say, resorts leaves that feature page with no URL, which is fine; that every
  // route of the table did get its HTML is checked by scripts/build.ts instead.
  prerender: { partial: true },
} satisfies Config
