import { describe, expect, it } from 'vitest'
import {
  addDays,
  dayNumber,
  estimatedTotal,
  formatDay,
  localDate,
  nightsBetween,
  parseGuests,
  type StayForm,
} from '../../components/resort/stay.ts'
import { validateStay } from '../../components/resort/stayValidation.ts'

const today = '2025-07-10'
const valid: StayForm = { checkIn: '2025-07-14', checkOut: '2025-07-17', guests: '4', name: 'Ada', email: 'ada@example.com' }

describe('stay validation', () => {
  it('accepts a future stay with check-out after check-in', () => {
    expect(validateStay(valid, today)).toEqual({})
    expect(validateStay({ ...valid, checkIn: today, checkOut: '2025-07-11' }, today)).toEqual({})
  })

  it('flags missing and past dates', () => {
    expect(validateStay({ ...valid, checkIn: '', checkOut: '' }, today)).toMatchObject({
      checkIn: 'Enter your check-in date.',
      checkOut: 'Enter your check-out date.',
    })
    expect(validateStay({ ...valid, checkIn: '2025-07-09' }, today).checkIn).toBe('Choose a check-in date from today on.')
    expect(validateStay({ ...valid, checkIn: '2025-07-01', checkOut: '2025-07-05' }, today).checkOut).toBe(
      'Choose a check-out date in the future.',
    )
  })

  it('wants check-out after check-in, and at most 30 nights', () => {
    for (const checkOut of ['2025-07-14', '2025-07-12']) {
      expect(validateStay({ ...valid, checkOut }, today).checkOut).toBe('Choose a check-out date after check-in.')
    }
    expect(validateStay({ ...valid, checkOut: '2025-08-14' }, today).checkOut).toMatch(/up to 30 nights/)
  })

  it('wants 1 to 12 guests, a name and an email', () => {
    for (const guests of ['0', '13', '', '2.5', 'two']) expect(validateStay({ ...valid, guests }, today).guests).toBeDefined()
    expect(parseGuests(' 12 ')).toBe(12)
    expect(validateStay({ ...valid, name: ' ', email: 'ada' }, today)).toMatchObject({
      name: 'Enter your full name.',
      email: 'Enter an email address like name@example.com.',
    })
  })
})

describe('calendar days', () => {
  it('rejects dates that do not exist', () => {
    expect(dayNumber('2025-02-29')).toBeUndefined()
    expect(dayNumber('2024-02-29')).toBeDefined()
    expect(dayNumber('14/07/2025')).toBeUndefined()
  })

  it('counts nights across months and daylight-saving changes', () => {
    expect(nightsBetween('2025-03-08', '2025-03-11')).toBe(3)
    expect(nightsBetween('2025-10-30', '2025-11-02')).toBe(3)
    expect(nightsBetween('2025-12-30', '2026-01-02')).toBe(3)
    expect(nightsBetween('2025-07-14', '2025-07-14')).toBeUndefined()
    expect(nightsBetween('', '2025-07-14')).toBeUndefined()
  })

  it('adds days, formats and reads the local date', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
    expect(addDays('nope', 1)).toBeUndefined()
    expect(formatDay('2025-07-14')).toBe('Mon, Jul 14, 2025')
    expect(localDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05')
  })

  it('estimates the total to the cent', () => {
    expect(estimatedTotal(179, 3)).toBe(537)
    expect(estimatedTotal(189.99, 3)).toBe(569.97)
  })
})
