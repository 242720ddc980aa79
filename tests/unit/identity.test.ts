// Who the analytics calls say the visitor is: a form's answers (a journey, a Wi-Fi login, a catalog request, an
// inquiry, a food finder save, a text opt-in) are traits of the visitor as they are, with no user id and no
// "Signed In"; only the account page's sign-in gives a user id.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MadeCall } from '../../analytics/client/madeCalls.ts'

const recorded: MadeCall[] = []
vi.mock('../../analytics/client/tracker.ts', () => ({
  record: (call: MadeCall) => recorded.push(call),
  storedCalls: () => [],
  reportEventCount: () => {},
  resumePendingCalls: () => {},
}))

describe('the identity calls', () => {
  beforeEach(() => {
    const storage = new Map<string, string>()
    vi.stubGlobal('location', { href: 'https://demo.example/KFC/wifi/login' })
    vi.stubGlobal('document', { referrer: '', title: 'Wi-Fi' })
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    })
    vi.stubGlobal('addEventListener', () => {})
  })
  afterEach(() => vi.unstubAllGlobals())

  it('identify keeps the traits on the visitor as they are, without a user id; signIn gives one', async () => {
    const calls = await import('../../analytics/client/calls.ts')
    calls.identify({ email: 'ada@example.com' })
    calls.signIn('user-1', { phone: '+14155550101' })
    await vi.waitFor(() => expect(recorded).toHaveLength(2))
    expect(recorded.map(({ method, args }) => ({ method, args }))).toEqual([
      { method: 'identify', args: [null, { email: 'ada@example.com' }] },
      { method: 'identify', args: ['user-1', { phone: '+14155550101' }] },
    ])
  })
})

/** The feature modules that import the page kit's `signIn`. */
function signingInModules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file))
    .filter((file) => /import \{[^}]*\bsignIn\b[^}]*\} from '[./]+components\/page\/index\.ts'/s.test(readFileSync(file, 'utf8')))
}

describe('who signs the visitor in', () => {
  it('is the account page only: no journey, Wi-Fi login, request, inquiry, save or opt-in', () => {
    expect(signingInModules('pages')).toEqual([join('pages', 'account', '+Page.tsx')])
  })
})
