import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { visitProblems } from '../../brand/build/checkVisit.ts'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { sharedJourneyIds } from '../../brand/journeySchema.ts'
import { buildJourney, categoryOptions, slugify } from '../../pages/journey/buildJourney.ts'
import {
  addDays,
  answerText,
  chosenInterests,
  chosenLabels,
  clampStep,
  emptyJourney,
  isDone,
  isJourneyState,
  type JourneyField,
  stepFromQuery,
  stepQuery,
  toggleChoice,
  visibleFields,
} from '../../pages/journey/journey.ts'
import {
  answerProperties,
  validateStep as checkStep,
  firstInvalidStep,
  flowAnswerProperties,
  journeyTraits,
} from '../../pages/journey/journeyChecks.ts'
import { brandProblems } from './support/brandProblems.ts'

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

/** A fixed "today" for the date checks. */
const today = '2030-05-10'
const validateStep = (s: Parameters<typeof checkStep>[0], answers: Parameters<typeof checkStep>[1]) =>
  checkStep(s, answers, today)

const complete = {
  pickupLocation: 'lax',
  pickupDate: '2030-06-01',
  returnDate: '2030-06-04',
  name: 'Ada Lovelace',
  email: ' Ada@Example.com ',
  interests: ['cars', 'luxury'],
  channel: 'sms',
  phone: '(415) 555-0101',
  frequency: 'weekly',
}

describe('journey built from brand data', () => {
  it('gives every brand with a journey its own steps first, then the shared ones; its own questions replace the topics', () => {
    for (const brand of brands.filter((b) => b.pages.includes('journey/start'))) {
      const own = buildJourney(brand)
      const ownSteps = (brand.journey?.steps ?? []).map((s) => s.id)
      expect(ownSteps.length, brand.prefix).toBeGreaterThan(0)
      const asksOwnChoices = brand.journey?.steps.some((s) => s.fields.some((f) => f.kind === 'choice'))
      const shared = sharedJourneyIds.steps.filter((id) => !asksOwnChoices || id !== 'interests')
      expect(own.steps.map((s) => s.id)).toEqual([...ownSteps, ...shared])
      const interests = own.steps.find((s) => s.id === 'interests')?.fields[0]
      if (interests)
        expect(interests.kind === 'multi' && interests.options.map((o) => o.label)).toEqual([
          ...new Set(brand.products.map((p) => p.category)),
        ])
      // The ids a brand may not reuse are the shared steps' own.
      const sharedFields = own.steps.filter((s) => !ownSteps.includes(s.id)).flatMap((s) => s.fields.map((f) => f.id))
      expect(sharedJourneyIds.fields).toEqual(expect.arrayContaining(sharedFields))
    }
    expect(step('interests').fields[0]).toMatchObject({ kind: 'multi', label: 'Avis topics' })
  })

  it('asks what each business needs to know, as its intro promises', () => {
    const questions = (prefix: string) => {
      const brand = brands.find((b) => b.prefix === prefix) as (typeof brands)[number]
      return buildJourney(brand)
        .steps.flatMap((s) => s.fields)
        .filter((f) => f.kind !== 'text')
        .map((f) => f.label)
    }
    // "Your needs and budget".
    expect(questions('cr')).toEqual(
      expect.arrayContaining(['What are you shopping for?', 'What matters most?', 'Your budget', 'When will you buy?']),
    )
    // "Find a team, pick a challenge track".
    expect(questions('hack25')).toEqual(expect.arrayContaining(['Your team', 'What do you bring?', 'Challenge track']))
    // "How you move and where you go".
    expect(questions('pristine')).toEqual(expect.arrayContaining(['What do you do most?', 'Where do you go?']))
    // "Your home and timeline".
    expect(questions('thumbtack')).toEqual(
      expect.arrayContaining(['What do you need done?', 'Type of home', 'Size', 'Earliest start date']),
    )
    const thumbtack = buildJourney(brands.find((b) => b.prefix === 'thumbtack') as (typeof brands)[number])
    const job = thumbtack.steps[0]?.fields[0]
    expect(job).toMatchObject({ kind: 'multi', min: 1, message: 'Choose at least one answer.' })
    expect(job?.kind === 'multi' && job.options[2]).toEqual({ value: 'lawn-and-garden', label: 'Lawn & Garden' })
    expect(thumbtack.steps[1]?.fields[0]).toMatchObject({ kind: 'single', message: 'Choose one answer.' })
  })

  it('reports the answers on the events as labels and dates, never what the visitor typed about themselves', () => {
    const thumbtack = buildJourney(brands.find((b) => b.prefix === 'thumbtack') as (typeof brands)[number])
    const answers = {
      job: ['moving', 'cleaning'],
      homeType: 'apartment-or-condo',
      startDate: '2030-06-01',
      name: 'Ada',
      email: 'ada@example.com',
      channel: 'email',
    }
    expect(answerProperties(thumbtack.steps[0]?.fields ?? [], answers)).toEqual({ job: ['Cleaning', 'Moving'] })
    expect(flowAnswerProperties(thumbtack, answers)).toEqual({
      job: ['Cleaning', 'Moving'],
      home_type: 'Apartment or condo',
      start_date: '2030-06-01',
      channel: 'Email',
    })
    expect(chosenLabels(thumbtack, answers)).toEqual(['Cleaning', 'Moving', 'Apartment or condo', 'Email'])
  })

  it('asks avis where and when first, from its own locations', () => {
    expect(flow.steps[0]).toMatchObject({ id: 'trip', title: 'Where and when' })
    const pickup = field('pickupLocation')
    expect(pickup).toMatchObject({ kind: 'single', label: 'Pick-up location', message: 'Choose the pick-up location.' })
    expect(pickup.kind === 'single' && pickup.options.map((o) => o.value)).toEqual(avis.locations?.places.map((p) => p.slug))
    expect(pickup.kind === 'single' && pickup.options[0]).toEqual({
      value: 'bos',
      label: 'Boston Logan Airport (BOS)',
      hint: '15 Transportation Way, East Boston, MA 02128 · Open 24 hours',
    })
    expect(field('returnDate')).toMatchObject({ kind: 'date', after: { id: 'pickupDate', label: 'Pick-up date' } })
    expect(answerText(field('pickupLocation'), complete)).toBe('Los Angeles Airport (LAX)')
    expect(answerText(field('pickupDate'), complete)).toBe('Sat, Jun 1, 2030')
  })

  it('refuses journey steps that do not fit the brand file, naming the field', () => {
    const trip = avis.journey?.steps[0]
    if (!trip) throw new Error('avis has no trip step')
    expect(visitProblems(avis)).toEqual([])
    const withSteps = (steps: NonNullable<typeof avis.journey>['steps'], more = {}) =>
      visitProblems({ ...avis, journey: { steps }, ...more })
    expect(withSteps([trip], { locations: undefined })).toEqual([
      { field: 'journey.steps[0].fields[0].kind', message: 'a "location" field needs "locations" with places' },
    ])
    expect(withSteps([{ ...trip, id: 'about', fields: [{ kind: 'date', id: 'email', label: 'When', after: 'later' }] }])).toEqual(
      [
        { field: 'journey.steps[0].id', message: '"about" is already a step id of the journey' },
        { field: 'journey.steps[0].fields[0].id', message: '"email" is already a field id of the journey' },
        { field: 'journey.steps[0].fields[0].after', message: 'expected the id of a date field before this one, not "later"' },
      ],
    )
    expect(withSteps([trip], { pages: avis.pages.filter((p) => p !== 'journey/start') })).toContainEqual({
      field: 'journey',
      message: 'journey steps need the "journey/start" page among the pages',
    })
    expect(visitProblems({ ...avis, journey: undefined })).toEqual([
      {
        field: 'journey',
        message: 'the "journey/start" page needs the brand\'s own steps: { steps: [{ id, title, intro, fields }] }',
      },
    ])
    const twice = { kind: 'choice' as const, id: 'budget', label: 'Your budget', options: ['Low', 'High', 'Low'] }
    expect(withSteps([{ ...trip, fields: [twice] }])).toEqual([
      { field: 'journey.steps[0].fields[0].options[2]', message: '"Low" is listed twice' },
    ])
  })

  it('names the file and field of a question the schema refuses', () => {
    const file = JSON.parse(readFileSync('brands/avis.json', 'utf8'))
    const question = { kind: 'choice', id: 'budget', label: 'Your budget', options: ['Any'] }
    const steps = [{ id: 'budget', title: 'Budget', intro: 'How much?', fields: [question] }]
    expect(brandProblems({ 'avis.json': { ...file, journey: { steps } } })).toEqual([
      expect.stringMatching(/avis\.json: journey\.steps\[0\]\.fields\[0\]\.options: expected at least two options/),
    ])
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

  it('checks dates against today, a year ahead and the date they must follow', () => {
    expect(validateStep(step('trip'), {})).toEqual({
      pickupLocation: 'Choose the pick-up location.',
      pickupDate: 'Choose the pick-up date.',
      returnDate: 'Choose the return date.',
    })
    expect(validateStep(step('trip'), complete)).toEqual({})
    expect(validateStep(step('trip'), { ...complete, pickupLocation: 'mars', pickupDate: '2030-05-09' })).toEqual({
      pickupLocation: 'Choose the pick-up location.',
      pickupDate: 'Choose the pick-up date from today on.',
    })
    expect(validateStep(step('trip'), { ...complete, pickupDate: today, returnDate: today })).toEqual({
      returnDate: 'Choose the return date after the pick-up date.',
    })
    expect(validateStep(step('trip'), { ...complete, pickupDate: '2030-02-30', returnDate: '2031-05-11' })).toEqual({
      pickupDate: 'Choose the pick-up date from the calendar.',
      returnDate: 'Choose the return date within the next year.',
    })
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01')
  })

  it('finds the first step that cannot be finished', () => {
    expect(firstInvalidStep(flow, complete, today)).toBe(-1)
    expect(firstInvalidStep(flow, { ...complete, interests: [] }, today)).toBe(2)
    expect(firstInvalidStep(flow, { ...complete, returnDate: '2030-05-01' }, today)).toBe(0)
    expect(firstInvalidStep(flow, {}, today)).toBe(0)
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
    expect(clampStep(99, flow)).toBe(4)
    expect(clampStep(2, flow)).toBe(2)
  })

  it('names each step in the address, the completion once finished', () => {
    expect(flow.steps.map((_, i) => stepQuery(i, flow))).toEqual(['1', '2', '3', '4', '5'])
    expect(stepQuery(5, flow)).toBe('done')
    expect(stepFromQuery('2', flow)).toBe(1)
    expect(stepFromQuery('done', flow)).toBe(5)
    expect(stepFromQuery('9', flow)).toBe(4)
    for (const wrong of [null, '', '0', '-1', '1.5', 'x', '1e3']) expect(stepFromQuery(wrong, flow)).toBeUndefined()
    expect(isDone({ ...emptyJourney, step: 5, completedAt: '2030-05-10T10:00:00.000Z' }, flow)).toBe(true)
    // Gone back to a step after finishing, the step shows.
    expect(isDone({ ...emptyJourney, step: 4, completedAt: '2030-05-10T10:00:00.000Z' }, flow)).toBe(false)
    expect(isDone({ ...emptyJourney, step: 5 }, flow)).toBe(false)
  })
})
