// A brand-coloured tile with the brand's initial, inlined as an SVG data URL: every page has an icon without an
// extra request or a stray 404 for /favicon.ico.
export function favicon(color: string, name: string): string {
  const initial = (name.match(/[A-Za-z0-9]/)?.[0] ?? 'D').toUpperCase()
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${color}"/><text x="16" y="22" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
