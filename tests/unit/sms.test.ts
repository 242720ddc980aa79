import { describe, expect, it } from 'vitest'
import { codeFrom, enterDigits, formatPhone, newCode, parsePhone, phoneError } from '../../pages/sms/smsOptIn.ts'

const empty = ['', '', '', '', '', '']

describe('sms phone number', () => {
  it('accepts 10 to 15 digits with an optional +, in E.164 like the account sign-in', () => {
    expect(parsePhone('(415) 555-0101')).toEqual({ phone: '+14155550101' })
    expect(parsePhone('+44 20 7946 0958')).toEqual({ phone: '+442079460958' })
    expect(parsePhone('442079460958')).toEqual({ phone: '+442079460958' })
  })

  it('says what to enter for anything else', () => {
    for (const bad of ['', '415 555 01', '1234567890123456', 'ada@example.com', '415-CALL-NOW', '++14155550101']) {
      expect(parsePhone(bad)).toEqual({ error: phoneError })
    }
  })

  it('formats US numbers for reading and leaves others as stored', () => {
    expect(formatPhone('+14155550101')).toBe('+1 415 555 0101')
    expect(formatPhone('+442079460958')).toBe('+442079460958')
  })
})

describe('one-time code', () => {
  it('is 6 digits, whatever the random source gives', () => {
    expect(newCode(() => 0)).toBe('000000')
    expect(newCode(() => 0.999999)).toBe('999999')
    expect(newCode(() => 1)).toBe('999999')
    expect(newCode()).toMatch(/^\d{6}$/)
  })

  it('is recognised in pasted text only when it is a whole code', () => {
    expect(codeFrom('123456')).toBe('123456')
    expect(codeFrom(' 123 456 ')).toBe('123456')
    expect(codeFrom('123-456')).toBe('123456')
    expect(codeFrom('12345')).toBeNull()
    expect(codeFrom('Your code is 123456')).toBeNull()
  })

  it('moves on after a digit, replaces a digit typed over, ignores other characters', () => {
    expect(enterDigits(empty, 0, '7')).toEqual({ boxes: ['7', '', '', '', '', ''], focus: 1 })
    expect(enterDigits(['7', '', '', '', '', ''], 0, '78')).toEqual({ boxes: ['8', '', '', '', '', ''], focus: 1 })
    expect(enterDigits(['7', '', '', '', '', ''], 0, '87')).toEqual({ boxes: ['8', '', '', '', '', ''], focus: 1 })
    expect(enterDigits(['7', '', '', '', '', ''], 0, '7a')).toEqual({ boxes: ['7', '', '', '', '', ''], focus: 1 })
    expect(enterDigits(['7', '', '', '', '', ''], 0, 'x')).toEqual({ boxes: ['7', '', '', '', '', ''], focus: 0 })
    expect(enterDigits(['7', '3', '', '', '', ''], 1, '')).toEqual({ boxes: ['7', '', '', '', '', ''], focus: 1 })
    expect(enterDigits(empty, 5, '4').focus).toBe(5)
  })

  it('fills every box from a whole code, and the boxes from here on from a part of one', () => {
    expect(enterDigits(empty, 3, '123456')).toEqual({ boxes: ['1', '2', '3', '4', '5', '6'], focus: 5 })
    expect(enterDigits(empty, 2, '987')).toEqual({ boxes: ['', '', '9', '8', '7', ''], focus: 5 })
    expect(enterDigits(empty, 4, '9876')).toEqual({ boxes: ['', '', '', '', '9', '8'], focus: 5 })
  })
})
