// The storefront layout several brands' shop pages share: a compact commerce header in the brand's colours with the
// cart always in reach, the same for every brand that sends its shop section here. Its chrome is data
// (brand/sharedLayoutChrome.ts, carried in each page's payload); this module brings its one-off CSS to its
// pages and draws them with the shared frame.
import './layout.css'

export { StandardLayout as default } from '../StandardLayout.tsx'
