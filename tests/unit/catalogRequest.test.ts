import { describe, expect, it } from 'vitest'
import {
  type CatalogRequestForm,
  deliveryWindow,
  formatDeliveryWindow,
  usStates,
} from '../../pages/catalogRequest/catalogRequest.ts'
import { normalizeZip, validateCatalogRequest } from '../../pages/catalogRequest/catalogRequestValidation.ts'

const interests = ['Footwear', 'Camping']
const valid: CatalogRequestForm = {
  name: 'Leon Bean',
  street: '95 Main Street',
  city: 'Freeport',
  state: 'ME',
  zip: '04032',
  email: '',
  interests: [],
}

describe('catalog request validation', () => {
  it('accepts an address without email or interests', () => {
    expect(validateCatalogRequest(valid, interests)).toEqual({})
  })

  it('flags every missing address field', () => {
    const empty = { ...valid, name: '', street: '', city: '', state: '', zip: '' }
    expect(Object.keys(validateCatalogRequest(empty, interests))).toEqual(['name', 'street', 'city', 'state', 'zip'])
  })

  it('checks an email only when one is given', () => {
    expect(validateCatalogRequest({ ...valid, email: 'leon@llbean' }, interests).email).toMatch(/or leave it empty/)
    expect(validateCatalogRequest({ ...valid, email: 'leon@llbean.com' }, interests)).toEqual({})
  })

  it('accepts only US states and the brand’s interests', () => {
    expect(validateCatalogRequest({ ...valid, state: 'XX' }, interests).state).toBe('Choose the state.')
    expect(validateCatalogRequest({ ...valid, interests: ['Yachts'] }, interests).interests).toBeDefined()
    expect(validateCatalogRequest({ ...valid, interests: ['Camping'] }, interests)).toEqual({})
    expect(usStates).toHaveLength(51)
  })
})

describe('ZIP codes', () => {
  it('takes 5 or 9 digits and writes ZIP+4 with a dash', () => {
    expect(normalizeZip(' 04032 ')).toBe('04032')
    expect(normalizeZip('04032-1234')).toBe('04032-1234')
    expect(normalizeZip('040321234')).toBe('04032-1234')
    expect(normalizeZip('04032 1234')).toBe('04032-1234')
    for (const bad of ['4032', '040321', '04032-123', 'ABCDE', '']) expect(normalizeZip(bad)).toBeUndefined()
  })
})

describe('delivery window', () => {
  it('is two to three weeks after the request', () => {
    const at = new Date(2025, 5, 1, 12)
    const { from, to } = deliveryWindow(at)
    expect(from.getDate()).toBe(15)
    expect(to.getDate()).toBe(22)
    expect(formatDeliveryWindow(at)).toBe('between June 15, 2025 and June 22, 2025')
  })
})
