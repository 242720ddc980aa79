// Whether a request's Accept-Encoding takes gzip: `gzip` or `*` listed without `q=0` (RFC 9110 §12.5.3). A
// request without the header may be sent anything, but the preview sends plain bytes then, as curl expects.
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  let wildcard: boolean | undefined
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part
      .toLowerCase()
      .split(';')
      .map((p) => p.trim())
    const q = params.find((p) => p.startsWith('q='))
    const accepted = q === undefined || Number(q.slice(2)) > 0
    if (coding === 'gzip' || coding === 'x-gzip') return accepted
    if (coding === '*') wildcard = accepted
  }
  return wildcard === true
}
