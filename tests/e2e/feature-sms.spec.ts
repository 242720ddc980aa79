// Text alerts: phone + consent → a 6-digit code (shown in a demo notice) typed or pasted into six boxes →
// subscribed, kept over a reload, then unsubscribed; with the analytics each step sends.
import type { Locator, Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'
import { expectTraitsWithoutSignIn } from './identity.ts'
import { seriousViolations } from './pageHealth.ts'

const box = (page: Page, n: number) => page.getByLabel(`Digit ${n} of 6`)

async function demoCode(page: Page): Promise<string> {
  const notice = page.locator('.sms-demo')
  await expect(notice).toContainText(/Demo: your code is \d{6}/)
  return (await page.locator('.sms-demo-code').textContent()) as string
}

async function paste(target: Locator, text: string) {
  await target.evaluate((el, value) => {
    const data = new DataTransfer()
    data.setData('text/plain', value)
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, text)
}

test('avis: validation keeps what was typed; the code auto-advances, goes back, is pasted; subscribed until unsubscribed', async ({
  page,
  segment,
}) => {
  await page.goto('/avis/sms')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rental alerts by text')

  await page.getByRole('button', { name: 'Send me a code' }).click()
  await expect(page.getByText('Enter a mobile number of 10 to 15 digits')).toBeVisible()
  await expect(page.getByText('Tick the box to agree to receive text messages.')).toBeVisible()
  await expect(page.getByLabel('Mobile phone number')).toBeFocused()
  await expect(page.getByLabel('Mobile phone number')).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('Mobile phone number').fill('415 555 01')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Send me a code' }).click()
  await expect(page.getByText('Enter a mobile number of 10 to 15 digits')).toBeVisible()
  await expect(page.getByText('Tick the box to agree')).toHaveCount(0)
  await expect(page.getByLabel('Mobile phone number')).toHaveValue('415 555 01')

  // Once it reads as a phone number, the error goes, before the next send.
  await page.getByLabel('Mobile phone number').fill('(415) 555-0101')
  await expect(page.getByText('Enter a mobile number of 10 to 15 digits')).toHaveCount(0)
  await expect(page.getByLabel('Mobile phone number')).not.toHaveAttribute('aria-invalid')
  await page.getByRole('button', { name: 'Send me a code' }).click()
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused()
  const code = await demoCode(page)
  await expect(box(page, 1)).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(box(page, 1)).toHaveAttribute('inputmode', 'numeric')

  // Typing a digit moves on to the next box; Backspace in an empty box goes back.
  const wrong = code
    .split('')
    .map((d) => String((Number(d) + 1) % 10))
    .join('')
  await box(page, 1).focus()
  await page.keyboard.type(wrong.slice(0, 3))
  await expect(box(page, 4)).toBeFocused()
  await expect(box(page, 3)).toHaveValue(wrong[2] as string)
  await page.keyboard.press('Backspace')
  await expect(box(page, 3)).toBeFocused()
  await expect(box(page, 3)).toHaveValue('')
  await page.keyboard.type(wrong.slice(2))
  await expect(box(page, 6)).toHaveValue(wrong[5] as string)
  await page.keyboard.press('Enter')
  await expect(page.getByText('That code is not right. Check the digits, or send a new code.')).toBeVisible()
  for (let i = 1; i <= 6; i++) await expect(box(page, i)).toHaveValue(wrong[i - 1] as string)
  await expect(box(page, 1)).toHaveAttribute('aria-describedby', 'sms-code-error')

  // A whole code pasted into any box fills all six.
  await paste(box(page, 4), code.replace(/(\d{3})/, '$1 '))
  for (let i = 1; i <= 6; i++) await expect(box(page, i)).toHaveValue(code[i - 1] as string)
  await page.getByRole('button', { name: 'Confirm code' }).click()

  await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeFocused()
  await expect(page.getByText('You are subscribed as +1 415 555 0101')).toBeVisible()
  await expect(page.getByRole('status')).toContainText('Thanks! Avis text alerts will go to +1 415 555 0101.')

  const phone = '+14155550101'
  await expect.poll(() => segment.events('track', 'SMS Subscribed').length).toBe(1)
  await expect.poll(() => segment.events('track', 'SMS Code Sent').map((c) => c.body.properties)).toEqual([{ phone }])
  await expect.poll(() => segment.events('track', 'SMS Subscribed')[0]?.body.properties).toEqual({ phone })
  // The phone is a trait of the visitor (Segment's Identify spec); opting in to texts is not signing in.
  await expectTraitsWithoutSignIn(segment, 'SMS Subscribed', { phone })

  await page.reload()

  await hydrated(page)
  await expect(page.getByText('You are subscribed as +1 415 555 0101')).toBeVisible()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('status')).toHaveText('You are unsubscribed: no more texts will go to +1 415 555 0101.')
  await expect(page.getByLabel('Mobile phone number')).toBeVisible()
  await expect.poll(() => segment.events('track', 'SMS Unsubscribed')[0]?.body.properties).toEqual({ phone })
  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel('Mobile phone number')).toBeVisible()
  await expect(page.getByText('You are subscribed as')).toHaveCount(0)
})

test('avis: the number step with its errors, and the code step, have no serious accessibility violations', async ({ page }) => {
  await page.goto('/avis/sms')
  await hydrated(page)
  await page.getByLabel('Mobile phone number').fill('415 555 01')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Send me a code' }).click()
  await expect(page.getByText('Enter a mobile number of 10 to 15 digits')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByLabel('Mobile phone number').fill('(415) 555-0101')
  await page.getByRole('button', { name: 'Send me a code' }).click()
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])
})

test('purina: "Send a new code" replaces the code; the old one is refused, an autofilled new one accepted', async ({
  page,
  segment,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/purina/sms')
  await hydrated(page)
  await page.getByLabel('Mobile phone number').fill('+44 20 7946 0958')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Send me a code' }).click()
  const first = await demoCode(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  await page.getByRole('button', { name: 'Send a new code' }).click()
  await expect(box(page, 1)).toBeFocused()
  await expect.poll(() => segment.events('track', 'SMS Code Sent').length).toBe(2)
  const second = await demoCode(page)
  await expect.poll(() => segment.events('track', 'SMS Code Sent')[1]?.body.properties).toEqual({ phone: '+442079460958' })

  if (first !== second) {
    await paste(page.locator('body'), first)
    await page.getByRole('button', { name: 'Confirm code' }).click()
    await expect(page.getByText('That code is not right.')).toBeVisible()
  }
  // The phone's one-time-code autofill puts the whole code into the first box.
  await box(page, 1).fill(second)
  for (let i = 1; i <= 6; i++) await expect(box(page, i)).toHaveValue(second[i - 1] as string)
  await page.getByRole('button', { name: 'Confirm code' }).click()
  await expect(page.getByText('You are subscribed as +442079460958')).toBeVisible()
  await expect.poll(() => segment.events('track', 'SMS Subscribed')[0]?.body.properties).toEqual({ phone: '+442079460958' })
  // Each brand keeps its own subscription.
  await page.goto('/att/sms')
  await hydrated(page)
  await expect(page.getByLabel('Mobile phone number')).toBeVisible()
})
