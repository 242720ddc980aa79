// A time window of a brand's data (a service visit's arrival window): stored machine-readable, "08:00-12:00" on a
// 24-hour clock, and shown in the brand's locale ("8 AM–12 PM" in en-US, lib/formatTime.ts). The end may be earlier
// than the start: an overnight window ("22:00-02:00").
import * as v from 'valibot'

const time = '(?:[01]\\d|2[0-3]):[0-5]\\d'

export const timeWindowsSchema = v.pipe(
  v.array(
    v.pipe(
      v.string('expected a time window like "08:00-12:00"'),
      v.regex(
        new RegExp(`^${time}-${time}$`),
        'expected a time window "HH:MM-HH:MM" on a 24-hour clock, like "08:00-12:00" (shown as "8 AM–12 PM")',
      ),
    ),
    'expected a list of time windows like ["08:00-12:00", "12:00-16:00"]',
  ),
  v.minLength(1, 'expected at least one time window, or leave it out'),
)
