import { describe, expect, it } from 'vitest'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { buildJourney, categoryOptions, slugify } from '../../pages/journey/buildJourney.ts'
import {
  answerText,
  chosenInterests,
  clampStep,
  isJourneyState,
  type JourneyField,
  toggleChoice,
  visibleFields,
} from '../../pages/journey/journey.ts'
import { firstInvalidStep, journeyTraits, validateStep } from '../../pages/journey/journeyChecks.ts'

const brands = loadBrands()
const avis = brands.find((b) => b.prefix === 'avis')
if (!avis) throw new Error('avis brand missing')
const flow = buildJourney(avis)
const step = (id: string) => {
  const found = flow.steps.find((s) => s.id === id)
  if (!found) throw new Error(`no step ${id}`)
  return found
}
const field = (id: string) => flow.steps.flatMap((s) => s.fields).find((f) => f.id === id) as JourneyField

const complete = {
  name: 'Ada Lovelace',
  email: ' Ada@Example.com ',
  interests: ['cars', 'luxury'],
  channel: 'sms',
  phone: '(415) 555-0101',
  frequency: 'weekly',
}

describe('journey built from brand data', () => {
  it('gives every brand with a journey the same four steps, step 2 from its own categories', () => {
    for (const brand of brands.filter((b) => b.pages.includes('journey/start'))) {
      const own = buildJourney(brand)
      expect(own.steps.map((s) => s.id)).toEqual(['about', 'interests', 'preferences', 'review'])
      const interests = own.steps[1]?.fields[0]
      expect(interests?.kind === 'multi' && interests.options.map((o) => o.label)).toEqual([
        ...new Set(brand.products.map((p) => p.category)),
      ])
    }
    expect(step('interests').fields[0]).toMatchObject({ kind: 'multi', label: 'Avis topics' })
  })

  it('describes each category by its size and an example, and leaves the step out without a catalog', () => {
    const options = categoryOptions(avis.products)
    expect(options[0]).toEqual({ value: 'cars', label: 'Cars', hint: '5 choices, like Economy: Kia Rio or similar' })
    expect(options.find((o) => o.label === 'SUVs & Vans')?.value).toBe('suvs-and-vans')
    expect(buildJourney({ name: 'Empty', products: [] }).steps.map((s) => s.id)).toEqual(['about', 'preferences', 'review'])
    expect(slugify('!!!')).toBe('other')
  })
})

describe('journey validation', () => {
  it('checks the fields of one step with clear messages', () => {
    expect(validateStep(step('about'), {})).toEqual({
      name: 'Enter your name (at least 2 characters).',
      email: 'Enter an email address like name@example.com.',
    })
    expect(validateStep(step('about'), { name: 'Ada', email: 'ada@example' })).toEqual({
      email: 'Enter an email address like name@example.com.',
    })
    expect(validateStep(step('about'), { name: 'Ada', email: 'ada@example.com' })).toEqual({})
    expect(validateStep(step('interests'), { interests: [] })).toEqual({ interests: 'Choose at least one topic.' })
    expect(validateStep(step('interests'), { interests: ['not-a-category'] })).toEqual({
      interests: 'Choose at least one topic.',
    })
    expect(validateStep(step('interests'), { interests: ['cars'] })).toEqual({})
    expect(validateStep(step('review'), {})).toEqual({})
  })

  it('asks for a mobile number only when SMS is the channel', () => {
    expect(visibleFields(step('preferences'), { channel: 'email' }).map((f) => f.id)).toEqual(['channel', 'frequency'])
    expect(validateStep(step('preferences'), { channel: 'email', frequency: 'monthly' })).toEqual({})
    expect(validateStep(step('preferences'), { channel: 'sms', frequency: 'monthly', phone: '555 01' })).toEqual({
      phone: 'Enter a mobile number of 10 to 15 digits, like (415) 555-0101.',
    })
    expect(validateStep(step('preferences'), { channel: 'sms', frequency: 'monthly', phone: 'a@b.co' })).toHaveProperty('phone')
    expect(validateStep(step('preferences'), { channel: 'fax' })).toEqual({
      channel: 'Choose how we should contact you.',
      frequency: 'Choose how often we may contact you.',
    })
  })

  it('finds the first step that cannot be finished', () => {
    expect(firstInvalidStep(flow, complete)).toBe(-1)
    expect(firstInvalidStep(flow, { ...complete, interests: [] })).toBe(1)
    expect(firstInvalidStep(flow, {})).toBe(0)
  })
})

describe('journey answers', () => {
  it('reads answers as labels, and finishes with normalised traits and the chosen interests', () => {
    expect(answerText(field('interests'), complete)).toBe('Cars, Luxury')
    expect(answerText(field('channel'), complete)).toBe('Text message (SMS)')
    expect(answerText(field('email'), complete)).toBe('Ada@Example.com')
    expect(chosenInterests(flow, complete)).toEqual(['Cars', 'Luxury'])
    expect(journeyTraits(flow, complete)).toEqual({ email: 'ada@example.com', name: 'Ada Lovelace', phone: '+14155550101' })
    expect(journeyTraits(flow, { ...complete, channel: 'email' })).toEqual({ email: 'ada@example.com', name: 'Ada Lovelace' })
  })

  it('toggles interests keeping the options’ order', () => {
    const interests = field('interests')
    if (interests.kind !== 'multi') throw new Error('interests is not multi')
    expect(toggleChoice(interests, ['luxury'], 'cars')).toEqual(['cars', 'luxury'])
    expect(toggleChoice(interests, ['cars', 'luxury'], 'cars')).toEqual(['luxury'])
  })

  it('uses stored state only in the full shape, on a step the flow has', () => {
    expect(isJourneyState({ step: 1, answers: complete, started: true })).toBe(true)
    expect(isJourneyState({ step: 1, answers: complete, started: true, completedAt: '2025-01-01T00:00:00.000Z' })).toBe(true)
    expect(isJourneyState({ step: -1, answers: {}, started: true })).toBe(false)
    expect(isJourneyState({ step: 1.5, answers: {}, started: true })).toBe(false)
    expect(isJourneyState({ step: 1, answers: { name: 3 }, started: true })).toBe(false)
    expect(isJourneyState({ step: 1, answers: [], started: true })).toBe(false)
    expect(isJourneyState({ step: 1, answers: {} })).toBe(false)
    expect(isJourneyState('journey')).toBe(false)
    expect(clampStep(99, flow)).toBe(3)
    expect(clampStep(2, flow)).toBe(2)
  })
})
