import { describe, expect, it } from 'vitest'
import { parseBasePath } from '../../scripts/cli/basePath.ts'

describe('--base', () => {
  it('accepts plain URL paths and normalises their slashes', () => {
    expect(parseBasePath('/')).toBe('/')
    expect(parseBasePath('')).toBe('/')
    expect(parseBasePath('demo')).toBe('/demo/')
    expect(parseBasePath('/demo')).toBe('/demo/')
    expect(parseBasePath('/demo/v1.2_x~y-z/')).toBe('/demo/v1.2_x~y-z/')
  })

  it.each([
    '//evil.example/',
    'https://evil.example/',
    'javascript:alert(1)',
    '/a/../b/',
    '/./a/',
    '/a//b/',
    '///a/',
    '/a\\b/',
    '/a?x=1',
    '/a#b',
    '/a%2fb/',
    '/a b/',
    '/café/',
  ])('refuses %j, naming the flag', (value) => {
    expect(() => parseBasePath(value)).toThrow(/^--base .* is not a URL path: /)
  })
})
