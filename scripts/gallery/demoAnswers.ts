// A visitor's answers to whatever a shop form asks (the item's choice, the checkout, a booking request), so the
// gallery walks each kind's journey without a script per kind: what the form starts with is kept, each empty text
// field gets a demo value by what it is for (its autocomplete token), a date its earliest allowed day, a select its
// first choice, a group of radio buttons its first. Fields that appear once a choice is made (the card after "Pay
// now", the store after "Pick up") are answered on the next pass. A field it has no answer for is an error naming it.
import type { Locator } from '@playwright/test'

const year = new Date().getFullYear()

/** Demo values by autocomplete token: the checkout's test card, an expiry three years ahead, an adult's birthday. */
export const demoValues: Readonly<Record<string, string>> = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  tel: '415 555 0101',
  bday: '1990-05-01',
  'street-address': '12 Analytical Row',
  'address-level2': 'Boston',
  'postal-code': '02110',
  'cc-number': '4242 4242 4242 4242',
  'cc-exp': `12/${String((year + 3) % 100).padStart(2, '0')}`,
  'cc-csc': '123',
}

async function answerFor(input: Locator): Promise<string> {
  const { autocomplete, type, min, id } = await input.evaluate((el: HTMLInputElement) => ({
    autocomplete: el.getAttribute('autocomplete') ?? '',
    type: el.type,
    min: el.min,
    id: el.id,
  }))
  const value = demoValues[autocomplete] ?? (type === 'date' && min ? min : undefined)
  if (value === undefined) throw new Error(`no demo answer for the field #${id} (${type}, autocomplete "${autocomplete}")`)
  return value
}

/** One pass over the form's empty fields; whether it answered any. */
async function answerOnce(form: Locator): Promise<boolean> {
  let answered = false
  for (const input of await form.locator('input:not([type=radio]):not([type=checkbox]):not([type=hidden])').all()) {
    if ((await input.inputValue()) !== '') continue
    await input.fill(await answerFor(input))
    answered = true
  }
  for (const select of await form.locator('select').all()) {
    if ((await select.inputValue()) !== '') continue
    const first = await select.locator('option:not([value=""])').first().getAttribute('value')
    if (first === null) throw new Error(`the select #${await select.getAttribute('id')} offers no choice`)
    await select.selectOption(first)
    answered = true
  }
  const unanswered = await form
    .locator('input[type=radio]')
    .evaluateAll((radios: HTMLInputElement[]) => [
      ...new Set(radios.filter((r) => !radios.some((o) => o.name === r.name && o.checked)).map((r) => r.name)),
    ])
  for (const name of unanswered) {
    await form.locator(`input[type=radio][name="${name}"]`).first().check()
    answered = true
  }
  return answered
}

/** Answers every question the form asks, including those its answers bring up. */
export async function answerForm(form: Locator): Promise<void> {
  for (let pass = 0; pass < 4; pass++) {
    // Questions some kinds ask are imported on demand: answer them once they are there.
    await form
      .getByRole('status')
      .filter({ hasText: /^Loading/ })
      .first()
      .waitFor({ state: 'detached' })
    if (!(await answerOnce(form))) break
  }
  // Shown at rest, as after the visitor's last answer: no field caught mid-edit.
  await form.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}

/** What the form says is wrong, for an error message when it refuses the demo answers. */
export async function formProblems(form: Locator): Promise<string> {
  const problems = await form.locator('.field-error').allTextContents()
  return problems.length > 0 ? problems.join(' ') : 'no field says why'
}
