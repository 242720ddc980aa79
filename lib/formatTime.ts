// Times of day as the brand's locale writes them (its "locale", carried on every page as payload.brand.locale):
// "10 AM", "2:30 PM" and the window "8 AM–12 PM" in en-US; "08:00–12:00" where the clock runs to 24 hours. Brand
// data and visitors' choices keep times machine-readable ("10:00", "08:00-12:00"), and only what is shown is
// formatted, here: Intl is in every browser, so this costs a few hundred bytes and no library.

const timeOfDay = /^([01]\d|2[0-3]):([0-5]\d)$/
const formats = new Map<string, Intl.DateTimeFormat>()

/** `minutes` false: the hour alone, on a 12-hour clock ("10 AM"); a 24-hour clock always shows them ("08:00"). */
function timeFormat(locale: string, minutes: boolean): Intl.DateTimeFormat {
  const key = `${locale} ${minutes}`
  let format = formats.get(key)
  if (!format) {
    const twelveHour = /h1[12]/.test(new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle ?? '')
    format = new Intl.DateTimeFormat(locale, {
      hour: twelveHour ? 'numeric' : '2-digit',
      ...(minutes || !twelveHour ? { minute: '2-digit' } : {}),
      timeZone: 'UTC',
    })
    formats.set(key, format)
  }
  return format
}

/** Minutes after midnight of "HH:MM" (24-hour), or undefined for anything else. */
export function minutesOfDay(value: string): number | undefined {
  const match = timeOfDay.exec(value)
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined
}

/**
 * "10:00" → "10 AM", "14:30" → "2:30 PM" in en-US: a 12-hour clock leaves out ":00", a 24-hour one keeps it
 * ("10:00"). A value that is not "HH:MM" is shown as it is.
 */
export function formatTime(value: string, locale: string): string {
  const minutes = minutesOfDay(value)
  if (minutes === undefined) return value
  const text = timeFormat(locale, minutes % 60 !== 0).format(Date.UTC(1970, 0, 1, 0, minutes))
  // Engines put a narrow no-break space before "AM" or a plain one: one no-break space everywhere gives the same
  // text in every browser and keeps "10 AM" on one line.
  return text.replace(/\s+/g, '\u00a0')
}

/** A window of two times, "08:00-12:00" → "8 AM–12 PM"; a value of another shape is shown as it is. */
export function formatTimeWindow(window: string, locale: string): string {
  const [from = '', to = '', ...rest] = window.split('-')
  if (rest.length > 0 || minutesOfDay(from) === undefined || minutesOfDay(to) === undefined) return window
  return `${formatTime(from, locale)}–${formatTime(to, locale)}`
}
