// The analytics state's id label through the tracker's own calls, and the watcher that feeds the inspector from the
// analytics library (activateWatcher), including one that cannot attach.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initialAnalyticsState, readAnalyticsState } from '../../analytics/client/analyticsState.ts'
import { idLabel } from '../../analytics/client/idLabel.ts'
import { activateWatcher } from '../../analytics/client/libraryWatcher.ts'
import type { MadeCall } from '../../analytics/client/madeCalls.ts'
import { record } from '../../analytics/client/tracker.ts'

afterEach(() => vi.restoreAllMocks())

/** A call made on a KFC page with no source (the calls are recorded, not sent: node has no library to send them). */
const made = (method: MadeCall['method'], args: unknown[]): MadeCall => ({
  method,
  args,
  scope: 'KFC',
  href: 'https://demo.example/KFC/shop/account',
  referrer: '',
  title: 'Account',
  at: new Date(0).toISOString(),
})

describe('the id label', () => {
  it('is anonymous_id until a user id is known, user_id after, and anonymous_id again after a reset', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(idLabel(initialAnalyticsState)).toBe('anonymous_id')
    expect(idLabel(readAnalyticsState())).toBe('anonymous_id')
    // An identify without a user id (traits only) does not make the visitor known.
    record(made('identify', [null, { phone: '+15555550100' }]))
    expect(idLabel(readAnalyticsState())).toBe('anonymous_id')
    record(made('identify', ['ada@example.com', { email: 'ada@example.com' }]))
    expect(idLabel(readAnalyticsState())).toBe('user_id')
    record(made('track', ['Product Viewed', { product_id: 'bucket' }]))
    expect(idLabel(readAnalyticsState())).toBe('user_id')
    record(made('reset', []))
    expect(idLabel(readAnalyticsState())).toBe('anonymous_id')
  })
})

describe('the analytics watcher', () => {
  it('follows the library’s identity changes: identify and reset', () => {
    const listeners = new Map<string, () => void>()
    const library = { on: (event: string, listener: () => void) => listeners.set(event, listener) }
    const changed = vi.fn()
    activateWatcher(library as never, changed)
    listeners.get('identify')?.()
    listeners.get('reset')?.()
    expect(changed).toHaveBeenCalledTimes(2)
  })

  it('logs "Activate Watcher failed" when it cannot attach, and lets the page go on', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = new Error('emitter gone')
    const library = {
      on: () => {
        throw broken
      },
    }
    expect(() => activateWatcher(library as never, () => {})).not.toThrow()
    expect(errors).toHaveBeenCalledWith('Activate Watcher failed', broken)
  })
})
