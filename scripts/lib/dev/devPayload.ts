// A page's payload in the dev server: the page rendered by Vike exactly as the prerender renders it, and the payload
// taken from its HTML by the function the build writes <route>/_payload.json with, so the two cannot differ.
import type { IncomingHttpHeaders } from 'node:http'
import { extractPayload } from '../pagePayload.ts'

export type PayloadAnswer = { status: 200; payload: unknown } | { status: 404 | 500; message: string }

/** `path` is a page of the route table in its casing ("/KFC/shop"); `url` is where the page is served (base included). */
export async function renderPayload(path: string, url: string, headers: IncomingHttpHeaders): Promise<PayloadAnswer> {
  // Imported here, not at the top: the plugin is loaded by builds too, which have no server to render with.
  const { renderPage } = await import('vike/server')
  const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: url, headersOriginal: headers })
  if (httpResponse?.statusCode !== 200) {
    const reason = errorWhileRendering instanceof Error ? errorWhileRendering.message : `status ${httpResponse?.statusCode}`
    return { status: httpResponse?.statusCode === 404 ? 404 : 500, message: `${path}: the page did not render (${reason})` }
  }
  return { status: 200, payload: extractPayload(await httpResponse.getBody(), path) }
}
