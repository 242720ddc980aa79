import { describe, expect, it } from 'vitest'
import { referenceNumber } from '../../lib/referenceNumber.ts'
import { emptyServiceForm } from '../../pages/service/serviceRequest.ts'
import { validateServiceRequest } from '../../pages/service/serviceValidation.ts'

const topics = ['Order', 'Product', 'Account', 'Other']
const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  topic: 'Product',
  product: 'Bean Boots',
  message: 'My boots arrived in the wrong size.',
}

describe('service request', () => {
  it('accepts a complete request', () => {
    expect(validateServiceRequest(valid, topics, ['Bean Boots'])).toEqual({})
    expect(validateServiceRequest({ ...valid, product: '' }, topics, [])).toEqual({})
  })

  it('says what is missing, field by field', () => {
    expect(validateServiceRequest(emptyServiceForm, topics)).toEqual({
      name: 'Enter your name.',
      email: 'Enter an email address like name@example.com.',
      topic: 'Choose what your request is about.',
      message: 'Tell us a little more: at least 20 characters (you have 0).',
    })
  })

  it('counts the message without surrounding spaces, and refuses unknown topics and products', () => {
    const errors = validateServiceRequest({ ...valid, topic: 'Refund', product: 'Nope', message: '   short   ' }, topics, ['A'])
    expect(errors.topic).toBe('Choose what your request is about.')
    expect(errors.product).toBe('Choose a product from the list, or leave it empty.')
    expect(errors.message).toBe('Tell us a little more: at least 20 characters (you have 5).')
    expect(validateServiceRequest({ ...valid, message: 'x'.repeat(2001) }, topics, ['Bean Boots']).message).toMatch(/2000/)
  })

  it('makes case references like AVIS-CASE-7K2M9Q', () => {
    expect(referenceNumber('avis', 'CASE', () => 0)).toBe('AVIS-CASE-222222')
    expect(referenceNumber('llbean', 'CASE', () => 0.999)).toBe('LLBE-CASE-ZZZZZZ')
    expect(referenceNumber('arch-pristine', 'CASE', () => 1)).toBe('ARCH-CASE-ZZZZZZ')
    expect(referenceNumber('Demo', 'CASE')).toMatch(/^DEMO-CASE-[2-9A-HJ-NP-Z]{6}$/)
  })
})
