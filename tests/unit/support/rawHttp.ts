// Sends bytes to a server over a plain TCP socket, so tests can send requests no HTTP client would produce.
import { connect } from 'node:net'
import { gunzipSync } from 'node:zlib'

export interface RawResponse {
  status: number
  /** Header names lower-cased; repeated headers keep the last value. */
  headers: Record<string, string>
  /** Decoded, as a browser reads it, when the answer is gzip-encoded. */
  body: string
}

export function rawRequest(port: number, request: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    // A bound, not a wait: a server that never answers fails the test instead of hanging it.
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve(parseResponse(Buffer.concat(chunks).toString('latin1'))))
    // write, not end: a half-closed connection may be dropped before its answer is written.
    socket.write(request)
  })
}

/** A GET (or another method) with `Connection: close`, plus any extra header lines. */
export function requestText(target: string, options: { method?: string; headers?: string[] } = {}): string {
  const lines = [
    `${options.method ?? 'GET'} ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...(options.headers ?? []),
  ]
  return `${lines.join('\r\n')}\r\n\r\n`
}

function parseResponse(text: string): RawResponse {
  const end = text.indexOf('\r\n\r\n')
  const [statusLine = '', ...headerLines] = (end === -1 ? text : text.slice(0, end)).split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of headerLines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  const raw = end === -1 ? '' : text.slice(end + 4)
  const body = raw && headers['content-encoding'] === 'gzip' ? gunzipSync(Buffer.from(raw, 'latin1')).toString('latin1') : raw
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body }
}
