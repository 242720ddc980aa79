import { describe, expect, it } from 'vitest'
import { describeRemaining, formatRemaining, newSession, remainingMs } from '../../pages/wifi/wifiAccess.ts'

describe('wifi session', () => {
  it('lasts 60 minutes and counts down to 0, never below', () => {
    const start = new Date('2025-01-01T12:00:00Z')
    const session = newSession('email', 'ada@example.com', start)
    expect(session.expiresAt).toBe('2025-01-01T13:00:00.000Z')
    expect(remainingMs(session, start.getTime())).toBe(3_600_000)
    expect(remainingMs(session, start.getTime() + 3_700_000)).toBe(0)
  })

  it('shows minutes and seconds, rounded up', () => {
    expect(formatRemaining(3_600_000)).toBe('60:00')
    expect(formatRemaining(3_599_001)).toBe('60:00')
    expect(formatRemaining(3_599_000)).toBe('59:59')
    expect(formatRemaining(61_000)).toBe('1:01')
    expect(formatRemaining(0)).toBe('0:00')
    expect(formatRemaining(-5)).toBe('0:00')
    expect(describeRemaining(61_000)).toBe('1 minute 1 second')
    expect(describeRemaining(3_599_000)).toBe('59 minutes 59 seconds')
    expect(describeRemaining(5_000)).toBe('5 seconds')
  })
})
