// Build time: a brand's onboarding flow from its own data (name, industry, product categories), so every brand with
// a journey gets relevant steps without any brand-specific code.
import type { Brand, Product } from '../../components/page/index.ts'
import type { ChoiceOption, JourneyFlow, JourneyStep } from './journey.ts'

export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'other'
  )
}

/** The catalog's categories in the order the brand lists them, each with how many items it has and one example. */
export function categoryOptions(products: readonly Product[]): ChoiceOption[] {
  const byCategory = new Map<string, Product[]>()
  for (const p of products) byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), p])
  const seen = new Set<string>()
  const options: ChoiceOption[] = []
  for (const [category, items] of byCategory) {
    let value = slugify(category)
    while (seen.has(value)) value = `${value}-2`
    seen.add(value)
    const first = items[0] as Product
    options.push({
      value,
      label: category,
      hint: items.length === 1 ? first.name : `${items.length} choices, like ${first.name}`,
    })
  }
  return options
}

export function buildJourney(brand: Pick<Brand, 'name' | 'products'>): JourneyFlow {
  const steps: JourneyStep[] = [
    {
      id: 'about',
      title: 'About you',
      intro: `Tell us who you are so ${brand.name} can keep your preferences.`,
      fields: [
        { kind: 'text', id: 'name', label: 'Your name', rule: 'name', autoComplete: 'name' },
        { kind: 'text', id: 'email', label: 'Email', rule: 'email', autoComplete: 'email', inputMode: 'email', type: 'email' },
      ],
    },
  ]
  const interests = categoryOptions(brand.products)
  if (interests.length > 0) {
    steps.push({
      id: 'interests',
      title: 'What are you interested in?',
      intro: `Choose at least one, and ${brand.name} will tailor what you see and hear about to your choices.`,
      fields: [
        {
          kind: 'multi',
          id: 'interests',
          label: `${brand.name} topics`,
          options: interests,
          min: 1,
          message: 'Choose at least one topic.',
        },
      ],
    })
  }
  steps.push(
    {
      id: 'preferences',
      title: 'Preferences',
      intro: `How and how often should ${brand.name} get in touch?`,
      fields: [
        {
          kind: 'single',
          id: 'channel',
          label: 'Contact me by',
          options: [
            { value: 'email', label: 'Email' },
            { value: 'sms', label: 'Text message (SMS)' },
          ],
          message: 'Choose how we should contact you.',
        },
        {
          kind: 'text',
          id: 'phone',
          label: 'Mobile number',
          rule: 'phone',
          autoComplete: 'tel',
          inputMode: 'tel',
          type: 'tel',
          showWhen: { field: 'channel', equals: 'sms' },
        },
        {
          kind: 'single',
          id: 'frequency',
          label: 'How often',
          options: [
            { value: 'weekly', label: 'Weekly', hint: 'A short digest every week' },
            { value: 'monthly', label: 'Monthly', hint: 'One round-up a month' },
            { value: 'important', label: 'Only important updates', hint: 'Bookings, orders and account changes' },
          ],
          message: 'Choose how often we may contact you.',
        },
      ],
    },
    {
      id: 'review',
      title: 'Review and finish',
      intro: 'Check your answers. You can change any of them before you finish.',
      fields: [],
      review: true,
    },
  )
  return { steps }
}
