declare module 'virtual:page-chunks' {
  /** Module id ("/pages/cart/+Page.tsx") → the client chunk files it needs, itself first, then the CSS they import. */
  const chunks: Record<string, string[]>
  export default chunks
}
