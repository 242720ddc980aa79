// Stands in for Segment in the browser tests: answers the CDN settings request for any write key and records every
// event the real @segment/analytics-next library posts to its API, so tests assert on the actual payloads.
//
// It intercepts Segment's two hosts through the DevTools protocol's Fetch domain, for those URLs only, rather than
// with page.route: a page with a Playwright route has its HTTP cache turned off and every one of its requests (each
// script, stylesheet, font, picture and payload) paused and handed to the test runner, which more than doubled the
// browser's work per page load over the suite. Here the other requests go their normal way.
import { readFileSync } from 'node:fs'
import type { CDPSession, Page } from '@playwright/test'

export interface SegmentCall {
  path: string
  body: {
    type: string
    event?: string
    writeKey: string
    userId?: string | null
    anonymousId?: string
    properties?: Record<string, unknown>
    traits?: Record<string, unknown>
    groupId?: string
    messageId?: string
    name?: string
    category?: string
    context?: { page?: { url?: string; search?: string; path?: string; title?: string; referrer?: string } }
  }
  at: number
}

/** How a test answers one call to Segment's API (the subset of Playwright's Route the tests use). */
export interface SegmentRoute {
  fulfill(response: { status: number; body: string }): Promise<void>
  abort(reason: 'connectionreset' | 'failed'): Promise<void>
}

interface StandInOptions {
  /** Answers each API call; by default 200 `{}`. Not answering holds the call in flight. */
  respond?: (call: SegmentCall, route: SegmentRoute) => Promise<void> | void
  /** Delays the CDN's settings answer, as a slow network would. */
  settingsDelayMs?: number
}

const table = JSON.parse(readFileSync('analytics/sources.json', 'utf8')) as {
  sources: Record<string, { prod: string; test: string }>
}

export function testKey(source: string): string {
  const entry = table.sources[source]
  if (!entry) throw new Error(`no source ${source} in analytics/sources.json`)
  return entry.test
}

interface PausedRequest {
  requestId: string
  request: {
    url: string
    method: string
    headers: Record<string, string>
    postData?: string
    postDataEntries?: { bytes?: string }[]
  }
}

interface Interception {
  cdp: CDPSession
  /** The stand-in answering now: the last fakeSegment call's, as the last page.route would be. */
  handle: (paused: PausedRequest) => Promise<void>
}

/** Each page's one interception session. */
const interceptions = new WeakMap<Page, Interception>()

async function intercept(page: Page): Promise<Interception> {
  const known = interceptions.get(page)
  if (known) return known
  const interception: Interception = { cdp: await page.context().newCDPSession(page), handle: async () => {} }
  interceptions.set(page, interception)
  interception.cdp.on('Fetch.requestPaused', (paused: PausedRequest) => {
    // A call still held when the test ends meets a closed page: nothing to answer then.
    interception.handle(paused).catch(() => {})
  })
  await interception.cdp.send('Fetch.enable', {
    patterns: [{ urlPattern: 'https://cdn.segment.com/*' }, { urlPattern: 'https://api.segment.io/*' }],
  })
  return interception
}

/** CORS headers for an answer to the page's origin (Segment's real hosts send them). */
function corsHeaders(request: PausedRequest['request']): { name: string; value: string }[] {
  const origin = Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'origin')?.[1]
  return [
    { name: 'Access-Control-Allow-Origin', value: origin ?? '*' },
    { name: 'Access-Control-Allow-Credentials', value: 'true' },
    { name: 'Access-Control-Allow-Methods', value: 'GET, POST, OPTIONS' },
    { name: 'Access-Control-Allow-Headers', value: '*' },
  ]
}

function postBody(request: PausedRequest['request']): string {
  if (request.postData !== undefined) return request.postData
  return Buffer.concat((request.postDataEntries ?? []).map((entry) => Buffer.from(entry.bytes ?? '', 'base64'))).toString()
}

export async function fakeSegment(page: Page, options: StandInOptions = {}) {
  const calls: SegmentCall[] = []
  const interception = await intercept(page)
  const { cdp } = interception
  const answer = async (paused: PausedRequest, status: number, contentType: string, body: string) => {
    await cdp.send('Fetch.fulfillRequest', {
      requestId: paused.requestId,
      responseCode: status,
      responseHeaders: [{ name: 'Content-Type', value: contentType }, ...corsHeaders(paused.request)],
      body: Buffer.from(body).toString('base64'),
    })
  }
  interception.handle = async (paused) => {
    const url = new URL(paused.request.url)
    if (paused.request.method === 'OPTIONS') return answer(paused, 204, 'text/plain', '')
    if (url.hostname === 'cdn.segment.com') {
      const writeKey = /\/projects\/([^/]+)\/settings/.exec(url.pathname)?.[1] ?? ''
      if (options.settingsDelayMs) await new Promise((resolve) => setTimeout(resolve, options.settingsDelayMs))
      return answer(
        paused,
        200,
        'application/json',
        JSON.stringify({ integrations: { 'Segment.io': { apiKey: writeKey } }, metrics: { sampleRate: 0 } }),
      )
    }
    const call = { path: url.pathname, body: JSON.parse(postBody(paused.request)), at: Date.now() }
    calls.push(call)
    const route: SegmentRoute = {
      fulfill: ({ status, body }) => answer(paused, status, 'application/json', body),
      abort: async (reason) => {
        await cdp.send('Fetch.failRequest', {
          requestId: paused.requestId,
          errorReason: reason === 'connectionreset' ? 'ConnectionReset' : 'Failed',
        })
      },
    }
    if (options.respond) return options.respond(call, route)
    return route.fulfill({ status: 200, body: '{}' })
  }
  // Segment's API keeps one event per messageId: the library re-sends a call that was in flight when a page went
  // away, so the same message can arrive twice. `calls` has every request; `events` what Segment would keep.
  const events = (type: string, event?: string) => {
    const seen = new Set<string>()
    return calls.filter((c) => {
      if (c.body.type !== type || (event !== undefined && c.body.event !== event)) return false
      const id = c.body.messageId ?? ''
      if (id && seen.has(id)) return false
      seen.add(id)
      return true
    })
  }
  return { calls, events }
}
