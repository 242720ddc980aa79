// Guest Wi-Fi portal (KFC): terms must be accepted (remembered) before Connect leads to the sign-in page; signing
// in with email or phone identifies the visitor, tracks "WiFi Connected" and starts a 60-minute session that
// counts down, survives a reload, and ends with "Disconnect" ("WiFi Disconnected") or when the time is up.

import { expect, hydrated, test } from './fixtures.ts'
import { expectTraitsWithoutSignIn } from './identity.ts'
import { seriousViolations } from './pageHealth.ts'

test('KFC: terms first, then sign in with email; online with a countdown until Disconnect', async ({ page, segment }) => {
  await page.goto('/KFC/wifi/login')
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Accept the terms first' })).toBeVisible()
  await page.getByRole('link', { name: 'Read and accept the terms' }).click()
  await expect(page).toHaveURL(/\/KFC\/wifi$/)

  await expect(page.getByRole('heading', { name: 'Terms of use' })).toBeVisible()
  await expect(page.locator('.wifi-terms li')).toHaveCount(6)
  await page.getByRole('link', { name: 'Connect', exact: true }).click()
  await expect(page.getByText('Tick “I accept the terms of use” to connect.')).toBeVisible()
  await expect(page.getByLabel('I accept the terms')).toBeFocused()
  await expect(page).toHaveURL(/\/KFC\/wifi$/)
  expect(await seriousViolations(page)).toEqual([])

  await page.getByLabel('I accept the terms').check()
  await expect(page.getByText('Tick “I accept the terms of use” to connect.')).toHaveCount(0)
  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel('I accept the terms')).toBeChecked()
  await page.getByRole('link', { name: 'Connect', exact: true }).click()

  await expect(page).toHaveURL(/\/KFC\/wifi\/login$/)
  const login = page.getByLabel('Email or phone')
  await login.fill('ada@example')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible()
  await expect(login).toHaveValue('ada@example')
  await expect(login).toBeFocused()
  await login.fill('Ada@Example.com')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()

  await expect(page.getByRole('heading', { name: "You're online" })).toBeFocused()
  await expect(page.getByText('Connected as ada@example.com')).toBeVisible()
  await expect(page.locator('.wifi-remaining')).toHaveText(/^Time remaining: (60:00|59:[0-5]\d)$/)
  expect(await seriousViolations(page)).toEqual([])

  // A guest network login is not an account sign-in: the email is a trait of the anonymous visitor.
  await expect.poll(() => segment.events('track', 'WiFi Connected').length).toBe(1)
  await expect.poll(() => segment.events('track', 'WiFi Connected')[0]?.body.properties).toEqual({ method: 'email' })
  await expectTraitsWithoutSignIn(segment, 'WiFi Connected', { email: 'ada@example.com' })

  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('heading', { name: "You're online" })).toBeVisible()
  await page.goto('/KFC/wifi')
  await hydrated(page)
  await expect(page.getByRole('status').filter({ hasText: "You're online until" })).toBeVisible()
  await page.getByRole('link', { name: 'Manage your connection' }).click()

  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to connect' })).toBeFocused()
  await expect(page.getByRole('status')).toHaveText('You are disconnected. Sign in again whenever you want to get back online.')
  await expect.poll(() => segment.events('track', 'WiFi Disconnected')[0]?.body.properties).toEqual({ method: 'email' })
})

test('KFC at 360px: sign in with a phone; the session ends after 60 minutes', async ({ page, segment }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.clock.install()
  await page.goto('/KFC/wifi')
  await hydrated(page)
  await page.getByLabel('I accept the terms').check()
  await page.getByRole('link', { name: 'Connect', exact: true }).click()
  await page.getByLabel('Email or phone').fill('(415) 555-0101')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(page.getByText('Connected as +14155550101')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expect.poll(() => segment.events('track', 'WiFi Connected')[0]?.body.properties).toEqual({ method: 'phone' })
  await expectTraitsWithoutSignIn(segment, 'WiFi Connected', { phone: '+14155550101' })

  await page.clock.fastForward('30:00')
  await expect(page.locator('.wifi-remaining')).toHaveText(/^Time remaining: (30:00|29:[0-5]\d)$/)
  await page.clock.fastForward('30:01')
  await expect(page.getByRole('status')).toHaveText('Your 60-minute session has ended. Sign in again to reconnect.')
  await expect(page.getByLabel('Email or phone')).toBeVisible()
})
