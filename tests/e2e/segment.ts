// Stands in for Segment in the browser tests: answers the CDN settings request for any write key and records every
// event the real @segment/analytics-next library posts to its API, so tests assert on the actual payloads.
import { readFileSync } from 'node:fs'
import type { Page, Route } from '@playwright/test'

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

const table = JSON.parse(readFileSync('analytics/sources.json', 'utf8')) as {
  sources: Record<string, { prod: string; test: string }>
}

export function testKey(source: string): string {
  const entry = table.sources[source]
  if (!entry) throw new Error(`no source ${source} in analytics/sources.json`)
  return entry.test
}

export async function fakeSegment(
  page: Page,
  options: { respond?: (call: SegmentCall, route: Route) => Promise<void> | void; settingsDelayMs?: number } = {},
) {
  const calls: SegmentCall[] = []
  await page.route('https://cdn.segment.com/**', async (route) => {
    const writeKey = /\/projects\/([^/]+)\/settings/.exec(route.request().url())?.[1] ?? ''
    if (options.settingsDelayMs) await new Promise((resolve) => setTimeout(resolve, options.settingsDelayMs))
    await route.fulfill({ json: { integrations: { 'Segment.io': { apiKey: writeKey } }, metrics: { sampleRate: 0 } } })
  })
  await page.route('https://api.segment.io/**', async (route) => {
    const call = { path: new URL(route.request().url()).pathname, body: route.request().postDataJSON(), at: Date.now() }
    calls.push(call)
    if (options.respond) return options.respond(call, route)
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' })
  })
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
