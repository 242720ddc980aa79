// The URL path a deployable is hosted under ("/" or "/demo/"). It ends up in every link, asset URL and redirect,
// so only plain path segments are accepted: no scheme or host, no "//", no dot segments, no query or escapes.
import { UsageError } from './options.ts'

const segment = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/

/** A UsageError: the command line named a bad --base, so the command exits 2 before doing anything. */
export class BasePathError extends UsageError {
  override name = 'BasePathError'
}

/** "/demo", "demo/" and "/demo/" all mean "/demo/"; "" and "/" mean "/". Throws a readable BasePathError. */
export function parseBasePath(value: string): string {
  const trimmed = value.trim()
  if (trimmed === '' || trimmed === '/') return '/'
  const inner = trimmed.replace(/^\//, '').replace(/\/$/, '')
  const problem =
    /^[A-Za-z][A-Za-z0-9+.-]*:/.test(trimmed) || trimmed.startsWith('//')
      ? 'it names a scheme or host; give only a path such as /demo/'
      : inner.split('/').find((part) => !segment.test(part)) !== undefined
        ? 'each segment may use only letters, digits, "-", "_", "~" and "." (no "..", "//", "\\", "?", "#", "%" or spaces)'
        : undefined
  if (problem) throw new BasePathError(`--base ${JSON.stringify(value)} is not a URL path: ${problem}`)
  return `/${inner}/`
}
