// https://vike.dev/config — every page is prerendered; pages are HTML-only for Vike (no +onRenderClient), our
// +client entry hydrates them.
import type { Config } from 'vike/types'

export default {
  prerender: true,
} satisfies Config
