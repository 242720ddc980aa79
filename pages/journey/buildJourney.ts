// Build time: a brand's onboarding flow from its own data (name, product categories, and the steps its file adds,
// such as a rental's pick-up location and dates), so every brand with a journey gets relevant steps without any
// brand-specific code.
import type { Brand, Product } from '../../components/page/index.ts'
import type { ChoiceOption, JourneyField, JourneyFlow, JourneyStep } from './journey.ts'

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
  const values = optionValues([...byCategory.keys()])
  return [...byCategory].map(([category, items], i) => {
    const first = items[0] as Product
    return {
      value: values[i] as string,
      label: category,
      hint: items.length === 1 ? first.name : `${items.length} choices, like ${first.name}`,
    }
  })
}

/** Each label's answer value: its slug, made distinct where two labels share one. */
function optionValues(labels: readonly string[]): string[] {
  const seen = new Set<string>()
  return labels.map((label) => {
    let value = slugify(label)
    while (seen.has(value)) value = `${value}-2`
    seen.add(value)
    return value
  })
}

/** The steps a brand's file adds (`journey.steps`), asked first: a location is one of its places, with address and
 *  hours; a date may have to follow another; a choice is one of the brand's options (or, `multiple`, at least one). */
export function brandSteps(brand: Partial<Pick<Brand, 'journey' | 'locations'>>): JourneyStep[] {
  const places = brand.locations?.places ?? []
  const labels = new Map((brand.journey?.steps ?? []).flatMap((s) => s.fields.map((f) => [f.id, f.label] as const)))
  return (brand.journey?.steps ?? []).map((step) => ({
    id: step.id,
    title: step.title,
    intro: step.intro,
    fields: step.fields.map((f): JourneyField => {
      if (f.kind === 'location')
        return {
          kind: 'single',
          id: f.id,
          label: f.label,
          options: places.map((p) => ({ value: p.slug, label: p.name, hint: `${p.address} · ${p.hours}` })),
          message: `Choose the ${f.label.toLowerCase()}.`,
        }
      if (f.kind === 'choice') {
        const values = optionValues(f.options)
        const options = f.options.map((label, i) => ({ value: values[i] as string, label }))
        return f.multiple
          ? { kind: 'multi', id: f.id, label: f.label, options, min: 1, message: 'Choose at least one answer.' }
          : { kind: 'single', id: f.id, label: f.label, options, message: 'Choose one answer.' }
      }
      return {
        kind: 'date',
        id: f.id,
        label: f.label,
        ...(f.after ? { after: { id: f.after, label: labels.get(f.after) ?? f.after } } : {}),
      }
    }),
  }))
}

export function buildJourney(
  brand: Pick<Brand, 'name' | 'products'> & Partial<Pick<Brand, 'journey' | 'locations'>>,
): JourneyFlow {
  const steps: JourneyStep[] = [
    ...brandSteps(brand),
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
  // A brand that asks its own questions (what to buy, which track) does not also ask for topics of its catalog.
  const ownChoices = brand.journey?.steps.some((step) => step.fields.some((f) => f.kind === 'choice')) ?? false
  const interests = ownChoices ? [] : categoryOptions(brand.products)
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
