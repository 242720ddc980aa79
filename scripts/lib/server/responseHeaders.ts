// Headers every answer carries, files and errors alike, including the canned answers written straight to a socket
// when Node's HTTP parser rejects a request before any handler runs.
import { STATUS_CODES } from 'node:http'

export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const

export const allowedMethods = 'GET, HEAD'

/** A complete HTTP/1.1 response without a body that closes the connection, for use on a raw socket. */
export function rawResponse(status: number, extra: Record<string, string> = {}): string {
  const headers = { ...securityHeaders, ...extra, 'Content-Length': '0', Connection: 'close' }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n`
}
