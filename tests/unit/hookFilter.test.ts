// A hook filter for one module id matches that id and no other: its special characters match themselves.
import { describe, expect, it } from 'vitest'
import { exactly } from '../../renderer/build/hookFilter.ts'

describe('exactly', () => {
  it('matches the one id, special characters and all, and nothing longer, shorter or alike', () => {
    const helper = exactly('\0vite/preload-helper.js')
    expect(helper.test('\0vite/preload-helper.js')).toBe(true)
    expect(helper.test('vite/preload-helper.js')).toBe(false)
    expect(helper.test('\0vite/preload-helper.js?v=1')).toBe(false)
    expect(helper.test('\0vite/preload-helperXjs')).toBe(false)
    expect(exactly('virtual:page-chunks').test('virtual:page-chunks')).toBe(true)
    expect(exactly('a(b)+[c]').test('a(b)+[c]')).toBe(true)
  })
})
