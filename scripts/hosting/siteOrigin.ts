// The origin a crawler-visible site is served from (`--indexable https://demo.example.com`): sitemap.xml needs
// absolute URLs, and a build cannot know the host it will be served on. Only a bare http(s) origin is accepted;
// the path is --base's.

import { UsageError } from '../cli/options.ts'

/** A UsageError: the command line named a bad --indexable, so the build exits 2 before doing anything. */
export class SiteOriginError extends UsageError {
  override name = 'SiteOriginError'
}

const example = 'https://demo.example.com'

/** "https://Demo.Example.com/" → "https://demo.example.com". Throws a readable SiteOriginError. */
export function parseSiteOrigin(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new SiteOriginError(`--indexable needs the origin the site is served from, such as --indexable ${example}`)
  }
  const refuse = (why: string) => new SiteOriginError(`--indexable ${JSON.stringify(value)} is not a site origin: ${why}`)
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw refuse(`give the scheme and host, such as ${example}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse(`the scheme must be https or http, not ${url.protocol}`)
  if (url.username !== '' || url.password !== '') throw refuse('it must not carry a user name or password')
  if (url.search !== '' || url.hash !== '' || value.includes('?') || value.includes('#')) {
    throw refuse('it must not carry a query or fragment')
  }
  if (url.pathname !== '/') throw refuse(`it must not carry a path (${url.pathname}); give the path with --base`)
  return url.origin
}
