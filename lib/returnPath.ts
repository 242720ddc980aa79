// The page to return to after signing in (`?next=`): followed only when it is a path of this site, written as
// the site writes them (without the deploy base). Anything that a browser could read as another host or scheme
// (`//evil.example`, `/\evil.example`, `https:…`, `javascript:…`, the same with percent-escapes or control
// characters) is refused, so a link cannot use the sign-in page to send a visitor off the site.

const probe = 'https://site.invalid'

/** Backslashes read as slashes, and control characters and spaces are dropped or trimmed by URL parsers. */
function hasUnsafeCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0)
    if (code < 0x20 || code === 0x7f || char === '\\' || /\s/.test(char)) return true
  }
  return false
}

/** `next` as a site path with its query and fragment, or null when it is not one. */
export function safeReturnPath(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || hasUnsafeCharacter(next)) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(next)
  } catch {
    return null
  }
  if (decoded.startsWith('//') || hasUnsafeCharacter(decoded)) return null
  let url: URL
  try {
    url = new URL(next, probe)
  } catch {
    return null
  }
  if (url.origin !== probe) return null
  return `${url.pathname}${url.search}${url.hash}`
}
