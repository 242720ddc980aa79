// A form's draft read back from localStorage: only the fields the form keeps, each only when its value fits the
// field; anything malformed is ignored without an error, and a card number is never among what is kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { draftKey, isEdited, keptFields, parseDraft, readDraft } from '../../components/forms/useDraft.ts'

interface Payment {
  name: string
  cardNumber: string
  cvc: string
  guests: number
  interests: string[]
  gift: boolean
}

const empty: Payment = { name: '', cardNumber: '', cvc: '', guests: 0, interests: [], gift: false }
const kept = keptFields(empty, { omit: ['cardNumber', 'cvc'] })

describe('which fields a draft keeps', () => {
  it('keeps exactly the named fields, or every field but the excluded ones', () => {
    expect(kept).toEqual(['name', 'guests', 'interests', 'gift'])
    expect(keptFields(empty, { keep: ['name', 'guests'] })).toEqual(['name', 'guests'])
    expect(keptFields(empty, { omit: [] })).toEqual(Object.keys(empty))
  })

  it('is keyed per brand and form', () => {
    expect(draftKey('avis', 'service-request')).toBe('storefront:avis:draft:service-request')
  })
})

describe('reading a draft back', () => {
  it('takes the kept fields whose values fit, and nothing else', () => {
    const stored = { name: 'Ada', cardNumber: '4242424242424242', cvc: '123', guests: 3, interests: ['Boots'], gift: true }
    expect(parseDraft(stored, empty, kept)).toEqual({ name: 'Ada', guests: 3, interests: ['Boots'], gift: true })
  })

  it('drops values of another type, unknown fields and lists of anything but text', () => {
    const stored = { name: 42, guests: '3', interests: ['Boots', 7], gift: 'yes', extra: 'x', cvc: '123' }
    expect(parseDraft(stored, empty, kept)).toBeUndefined()
    expect(parseDraft({ name: 'Ada', guests: Number.NaN, interests: 'Boots' }, empty, kept)).toEqual({ name: 'Ada' })
  })

  it('ignores what is not an object at all', () => {
    for (const value of [null, 'Ada', 3, ['Ada'], undefined, true]) expect(parseDraft(value, empty, kept)).toBeUndefined()
  })

  it('tells an edited form from an empty one', () => {
    expect(isEdited(empty, empty)).toBe(false)
    expect(isEdited({ ...empty, interests: [] }, empty)).toBe(false)
    expect(isEdited({ ...empty, interests: ['Boots'] }, empty)).toBe(true)
    expect(isEdited({ ...empty, cvc: '1' }, empty)).toBe(true)
  })
})

describe('a stored draft', () => {
  const items = new Map<string, string>()
  const key = draftKey('llbean', 'payment')
  beforeEach(() => {
    items.clear()
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => items.set(k, v),
      removeItem: (k: string) => items.delete(k),
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('comes back as far as it fits the form', () => {
    items.set(key, JSON.stringify({ name: 'Ada', guests: 2, cardNumber: '4242424242424242' }))
    expect(readDraft(key, empty, kept)).toEqual({ name: 'Ada', guests: 2 })
  })

  it('is ignored, never thrown on, when it is not JSON, not an object or nothing in it fits', () => {
    for (const raw of ['{"name":', 'undefined', '"Ada"', '[1,2]', '{"name":false}', '']) {
      items.set(key, raw)
      expect(() => readDraft(key, empty, kept), raw).not.toThrow()
      expect(readDraft(key, empty, kept), raw).toBeUndefined()
    }
  })

  it('is nothing when none is stored, or storage is blocked', () => {
    expect(readDraft(key, empty, kept)).toBeUndefined()
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked')
      },
    })
    expect(readDraft(draftKey('llbean', 'other'), empty, kept)).toBeUndefined()
  })
})
