// The matching key of a URL path: decoded, lower-cased, without a trailing slash. Matching is case-insensitive and
// ignores a trailing slash ("/kfc/SHOP/cart/" is "/KFC/shop/cart"), so every lookup goes through this one function.
export function normalizePath(pathname: string): string {
  let path = pathname
  try {
    path = decodeURI(pathname)
  } catch {
    // A malformed escape stays as typed; it simply matches nothing.
  }
  if (path.length > 1) path = path.replace(/\/+$/, '')
  return path.toLowerCase() || '/'
}
