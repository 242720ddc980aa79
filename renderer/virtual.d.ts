declare module 'virtual:page-chunks' {
  /** Module id ("/pages/cart/+Page.tsx") → the client chunk files it needs, itself first. */
  const chunks: Record<string, string[]>
  export default chunks
}
