// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from '../../brand/payload.ts'
import { type Middleware, runMiddleware } from '../../renderer/client/middleware.ts'

const payload = (middleware: string[], path = '/KFC/shop/checkout'): Payload =>
  ({
    route: { path, feature: 'checkout', layout: 'shop', scope: 'KFC', middleware },
    brand: { nav: [{ label: 'Account', href: '/KFC/shop/account' }] },
  }) as unknown as Payload

afterEach(() => vi.unstubAllGlobals())

describe('route middleware', () => {
  it('reports a middleware that does not exist with the catalogue message', () => {
    expect(runMiddleware(payload(['paywall']))).toEqual({ status: 500, error: 'Unknown route middleware: paywall' })
  })

  it('makes a page whose middleware fails a 404 "Page Not Found: {path}", unlike an unmatched path', () => {
    const refuses: Middleware = () => false
    expect(runMiddleware(payload(['members']), { members: refuses })).toEqual({
      status: 404,
      error: 'Page Not Found: /KFC/shop/checkout',
    })
  })

  it('counts a middleware that throws as failed, saying which one on which page', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken: Middleware = () => {
      throw new Error('no session store')
    }
    expect(runMiddleware(payload(['members']), { members: broken })).toEqual({
      status: 404,
      error: 'Page Not Found: /KFC/shop/checkout',
    })
    expect(errors).toHaveBeenCalledWith('Route middleware members failed on /KFC/shop/checkout:', expect.any(Error))
    errors.mockRestore()
  })

  it('stops at the first middleware that does not let the page through', () => {
    const passes: Middleware = () => null
    const never = vi.fn<Middleware>(() => null)
    expect(runMiddleware(payload(['open', 'members', 'later']), { open: passes, members: () => false, later: never })).toEqual({
      status: 404,
      error: 'Page Not Found: /KFC/shop/checkout',
    })
    expect(never).not.toHaveBeenCalled()
  })

  it('sends a visitor who is not signed in from an auth page to the account page, and lets a signed-in one through', () => {
    const items = new Map<string, string>()
    vi.stubGlobal('localStorage', { getItem: (k: string) => items.get(k) ?? null })
    expect(runMiddleware(payload(['auth']))).toEqual({ redirect: '/KFC/shop/account?next=%2FKFC%2Fshop%2Fcheckout' })
    items.set('storefront:KFC:user', '{"id":"u1"}')
    expect(runMiddleware(payload(['auth']))).toBeNull()
  })

  it('fails an auth page for a signed-out visitor when the brand has no account page to sign in on', () => {
    const items = new Map<string, string>()
    vi.stubGlobal('localStorage', { getItem: (k: string) => items.get(k) ?? null })
    const noAccount = { ...payload(['auth']), brand: { nav: [{ label: 'Shop', href: '/KFC/shop' }] } } as unknown as Payload
    expect(runMiddleware(noAccount)).toEqual({ status: 404, error: 'Page Not Found: /KFC/shop/checkout' })
    items.set('storefront:KFC:user', '{"userId":"u1"}')
    expect(runMiddleware(noAccount)).toBeNull()
  })

  it('does nothing for pages without middleware', () => {
    expect(runMiddleware(payload([]))).toBeNull()
  })
})
