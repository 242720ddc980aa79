// URL paths of the deployable's files and folders as a host sees them: under the base, each segment
// percent-encoded (the host files' syntaxes require it, and it keeps a space or "#" from splitting a line).

/** `base` is "/" or "/demo/"; `path` is relative to the deployable ("KFC/shop", "assets/", ""). */
export function hostPath(base: string, path: string): string {
  return `${base}${path.split('/').map(encodeURIComponent).join('/')}`
}

/** A route of the table ("/", "/KFC/shop/cart") under the base. */
export function routeUrlPath(base: string, route: string): string {
  return hostPath(base, route.slice(1))
}
