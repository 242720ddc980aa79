// `_redirects` for hosts that read it (Netlify, Cloudflare Pages): the brands' configured redirects as real 301s.
// Each old path also holds a static redirect page (for buckets, which read no such file). Netlify serves an
// existing file before a rule unless the rule is forced ("301!"); Cloudflare Pages always applies its rules and
// skips a line whose status is not a plain number. So each redirect is written twice, forced then plain: Netlify
// takes the first, Cloudflare ignores the first and takes the second.
import { routeUrlPath } from './hostPaths.ts'

export function redirectsFile(redirects: readonly { from: string; to: string }[], base: string): string {
  const lines = ['# Configured brand redirects: the forced line is for Netlify, the plain one for Cloudflare Pages.']
  for (const { from, to } of redirects) {
    const rule = `${routeUrlPath(base, from)} ${routeUrlPath(base, to)}`
    lines.push(`${rule} 301!`, `${rule} 301`)
  }
  return `${lines.join('\n')}\n`
}
