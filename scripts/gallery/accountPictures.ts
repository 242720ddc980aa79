// The gallery's account pictures: the brand's account page as a visitor first sees it (the sign-in, nothing of their
// history) and once signed in with the demo email (the profile and, after the gallery's order, that order listed in
// the brand's words), so both states of the page can be reviewed.
import type { Page } from '@playwright/test'
import type { Brand } from '../../brand/brandSchema.ts'
import { demoValues } from './demoAnswers.ts'

export type AccountState = 'signed-out' | 'signed-in'

export const accountLabels: Record<AccountState, string> = {
  'signed-out': 'Account, signed out',
  'signed-in': 'Account, signed in',
}

/** The brand's account page, if it has one. */
export function accountHref(brand: Pick<Brand, 'prefix' | 'pages'>): string | undefined {
  const page = brand.pages.find((p) => p === 'account' || p === 'shop/account')
  return page && `/${brand.prefix}/${page}`
}

/** Opens the account page in `page` and calls `shoot` signed out, then signs in and calls it again. Fails, naming
 *  the brand, where the sign-in does not show the signed-in profile. */
export async function photographAccount(page: Page, origin: string, href: string, shoot: (state: AccountState) => Promise<void>) {
  await page.goto(origin + href)
  await page.locator('html[data-hydrated]').waitFor()
  await shoot('signed-out')
  await page.getByLabel('Email or phone').fill(demoValues.email as string)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page
    .getByRole('heading', { name: 'Signed in' })
    .waitFor({ timeout: 10_000 })
    .catch(() => {
      throw new Error(`${href}: signing in with ${demoValues.email} did not show the signed-in account`)
    })
  await shoot('signed-in')
}
