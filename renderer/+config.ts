// https://vike.dev/config — every page is prerendered; pages are HTML-only for Vike (no +onRenderClient), our
// +client entry hydrates them.
import type { Config } from 'vike/types'

export default {
  // `disableAutoRun`: scripts/build.ts renders the pages itself, one at a time straight to disk
  // (scripts/pipeline/prerenderPages.ts); Vike's own run holds every page in memory until the last one is done.
  // `keepDistServer`: that renderer needs the server build.
  prerender: { disableAutoRun: true, keepDistServer: true },
} satisfies Config
