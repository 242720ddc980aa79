// The chrome kit: the brand frame (header, nav, footer, strip, ornament) a layout wraps around a page, the brand's
// chrome settings, and the props a layout receives.
export type { Chrome } from '../../brand/chrome.ts'
export { defaultChrome } from '../../brand/chrome.ts'
export type { LayoutProps } from '../../renderer/PageShell.tsx'
export { BrandFrame } from './BrandFrame.tsx'
