// Site paths are written without the deploy base ("/KFC/shop/cart"); these add and remove it, so the same
// build works at a domain root or under a sub-path (BASE_PATH).
const base = import.meta.env.BASE_URL.replace(/\/$/, '')

export function withBase(path: string): string {
  return `${base}${path}`
}

export function stripBase(pathname: string): string {
  return base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname
}
