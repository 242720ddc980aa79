// Times are stored as "HH:MM" and windows as "HH:MM-HH:MM", and shown in the brand's locale.
import { describe, expect, it } from 'vitest'
import { formatTime, formatTimeWindow, minutesOfDay } from '../../lib/formatTime.ts'

/** The formatter joins "10" and "AM" with a no-break space; written here as a plain one for reading. */
const shown = (text: string) => text.replaceAll('\u00a0', ' ')

describe('times in the brand locale', () => {
  it('writes US times on a 12-hour clock, without ":00" on the hour', () => {
    expect(shown(formatTime('10:00', 'en-US'))).toBe('10 AM')
    expect(shown(formatTime('00:00', 'en-US'))).toBe('12 AM')
    expect(shown(formatTime('12:00', 'en-US'))).toBe('12 PM')
    expect(shown(formatTime('14:30', 'en-US'))).toBe('2:30 PM')
    expect(shown(formatTime('23:05', 'en-US'))).toBe('11:05 PM')
  })

  it('keeps "10" and "AM" together with one no-break space, whatever space the engine uses', () => {
    expect(formatTime('10:00', 'en-US')).toBe('10\u00a0AM')
    expect(formatTime('14:30', 'en-US')).toBe('2:30\u00a0PM')
  })

  it('writes a window as two times joined by an en dash', () => {
    expect(shown(formatTimeWindow('08:00-12:00', 'en-US'))).toBe('8 AM–12 PM')
    expect(shown(formatTimeWindow('12:00-16:00', 'en-US'))).toBe('12 PM–4 PM')
    expect(shown(formatTimeWindow('07:30-09:45', 'en-US'))).toBe('7:30 AM–9:45 AM')
  })

  it('follows a 24-hour locale, keeping the minutes', () => {
    expect(formatTime('08:00', 'en-GB')).toBe('08:00')
    expect(formatTimeWindow('08:00-16:30', 'de-DE')).toBe('08:00–16:30')
  })

  it('shows a value that is not a stored time as it is', () => {
    expect(formatTime('10', 'en-US')).toBe('10')
    expect(formatTime('24:00', 'en-US')).toBe('24:00')
    expect(formatTimeWindow('8 am – 12 pm', 'en-US')).toBe('8 am – 12 pm')
    expect(formatTimeWindow('08:00-12:00-16:00', 'en-US')).toBe('08:00-12:00-16:00')
  })

  it('reads "HH:MM" as minutes after midnight', () => {
    expect(minutesOfDay('00:00')).toBe(0)
    expect(minutesOfDay('16:30')).toBe(990)
    expect(minutesOfDay('7:30')).toBeUndefined()
    expect(minutesOfDay('12:60')).toBeUndefined()
  })
})
