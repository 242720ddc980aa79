import { describe, expect, it } from 'vitest'
import { safeReturnPath } from '../../lib/returnPath.ts'

describe('return path after signing in', () => {
  it.each([
    ['/avis/shop/checkout', '/avis/shop/checkout'],
    ['/KFC/shop/cart?x=1#top', '/KFC/shop/cart?x=1#top'],
    ['/', '/'],
  ])('follows the site path %s', (next, expected) => expect(safeReturnPath(next)).toBe(expected))

  it.each([
    null,
    '',
    'avis/shop',
    '//evil.example/phish',
    '/\\evil.example/phish',
    '\\\\evil.example',
    '/\t/evil.example',
    '/ /evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'data:text/html,hi',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%2f/evil.example',
    '/%E0%A4%A',
    '/\u0000/evil.example',
  ])('refuses %j', (next) => expect(safeReturnPath(next)).toBeNull())
})
