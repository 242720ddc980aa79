import { describe, expect, it } from 'vitest'
import { normalizePhone } from '../../components/forms/rules.ts'
import { type EnquiryForm, startTerms } from '../../pages/form/enquiry.ts'
import { validateEnquiry } from '../../pages/form/enquiryValidation.ts'

const programs = ['Nursing (BSN)', 'MBA']
const terms = ['Fall 2025', 'Spring 2026']
const valid: EnquiryForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  program: 'MBA',
  startTerm: 'Fall 2025',
  message: '',
}

describe('enquiry validation', () => {
  it('accepts a complete enquiry with the optional fields left empty', () => {
    expect(validateEnquiry(valid, programs, terms)).toEqual({})
  })

  it('names every missing required field', () => {
    const empty = { ...valid, firstName: ' ', lastName: '', email: '', program: '', startTerm: '' }
    expect(Object.keys(validateEnquiry(empty, programs, terms))).toEqual([
      'firstName',
      'lastName',
      'email',
      'program',
      'startTerm',
    ])
  })

  it('checks a phone only when one is given', () => {
    expect(validateEnquiry({ ...valid, phone: '12345' }, programs, terms).phone).toMatch(/10 to 15 digits/)
    expect(validateEnquiry({ ...valid, phone: '(555) 123-4567' }, programs, terms)).toEqual({})
  })

  it('accepts only programs and terms that are offered', () => {
    const errors = validateEnquiry({ ...valid, program: 'Astrology', startTerm: 'Winter 1999' }, programs, terms)
    expect(errors.program).toBe('Choose the program you are interested in.')
    expect(errors.startTerm).toBe('Choose when you would like to start.')
  })

  it('rejects a malformed email and an over-long message', () => {
    expect(validateEnquiry({ ...valid, email: 'ada@example' }, programs, terms).email).toMatch(/name@example.com/)
    expect(validateEnquiry({ ...valid, message: 'x'.repeat(1001) }, programs, terms).message).toMatch(/1000 characters/)
  })
})

describe('phone numbers', () => {
  it('normalises to E.164, reading 10 digits as US', () => {
    expect(normalizePhone('(555) 123-4567')).toBe('+15551234567')
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958')
    expect(normalizePhone('4420794609581')).toBe('+4420794609581')
    expect(normalizePhone('555-1234')).toBeUndefined()
    expect(normalizePhone('call me')).toBeUndefined()
  })
})

describe('start terms', () => {
  it('lists the next intakes after today, rolling over the year', () => {
    expect(startTerms(new Date(2025, 2, 10))).toEqual(['Summer 2025', 'Fall 2025', 'Spring 2026', 'Summer 2026'])
    expect(startTerms(new Date(2025, 9, 1), 3)).toEqual(['Spring 2026', 'Summer 2026', 'Fall 2026'])
    // On the first day of an intake month that intake has started: the next one is offered.
    expect(startTerms(new Date(2025, 0, 1), 1)).toEqual(['Summer 2025'])
  })
})
