import { describe, expect, it } from 'vitest'
import type { Product } from '../../brand/brandSchema.ts'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { emailProblem } from '../../components/forms/index.ts'
import {
  answerLabel,
  checkPetName,
  type FoodAnswers,
  type FoodFinderData,
  firstUnanswered,
  isComplete,
  isFoodAnswers,
  nextStepPath,
  previousStepPath,
  questionFor,
  validateQuestion,
} from '../../pages/foodfinder/quiz.ts'
import { lifeStages, productSpecies, recommend, scoreProduct } from '../../pages/foodfinder/recommend.ts'

const purina = loadBrands().find((b) => b.prefix === 'purina')
if (!purina) throw new Error('purina brand missing')
const catalog = purina.products

const product = (slug: string, category: string, name: string, description: string, options?: string[]): Product => ({
  slug,
  name,
  category,
  price: 10,
  description,
  art: { color: '#000000', parts: [{ d: 'M0 0', fill: '#000000' }] },
  ...(options ? { options } : {}),
})

const dog: FoodAnswers = { species: 'dog', petName: 'Rex', age: 'adult', size: 'large', activity: 'high', health: 'joints' }
const cat: FoodAnswers = { species: 'cat', petName: 'Miso', age: 'adult', size: 'medium', activity: 'low', health: 'weight' }

describe('food finder answers', () => {
  it('requires dog or cat and a usable pet name on the first page', () => {
    expect(validateQuestion('start', {})).toEqual({ species: 'Choose dog or cat.', petName: 'Enter your pet’s name.' })
    expect(validateQuestion('start', { species: 'dog', petName: '  Rex ' })).toEqual({})
    expect(checkPetName('Rex!!')).toBe('Use letters, numbers, spaces, hyphens or apostrophes.')
    expect(checkPetName('x'.repeat(31))).toBe('Use 30 characters or fewer.')
    expect(checkPetName('Señor Biscuit-O’Malley')).toBeUndefined()
    expect(checkPetName('   ')).toBe('Enter your pet’s name.')
  })

  it('accepts only the options a question offers', () => {
    expect(validateQuestion('oneFive', { age: 'adult' })).toEqual({})
    expect(validateQuestion('oneFive', { age: 'ancient' as never })).toEqual({ age: 'Choose an age group.' })
    expect(validateQuestion('four', {})).toEqual({ health: 'Choose a health focus, or “Nothing in particular”.' })
  })

  it('finds the first step still without an answer, before a given step or overall', () => {
    expect(firstUnanswered({}, 'start')).toBeNull()
    expect(firstUnanswered({}, 'three')).toBe('start')
    expect(firstUnanswered({ species: 'cat', petName: 'Miso', age: 'young' }, 'four')).toBe('two')
    expect(firstUnanswered({ species: 'cat', petName: 'Miso', age: 'young' }, 'two')).toBeNull()
    expect(firstUnanswered({ ...dog, health: undefined })).toBe('four')
    expect(firstUnanswered(dog, 'result')).toBeNull()
    expect(isComplete(dog)).toBe(true)
    expect(isComplete({ ...dog, petName: '' })).toBe(false)
  })

  it('rejects stored answers of the wrong shape', () => {
    expect(isFoodAnswers(dog)).toBe(true)
    expect(isFoodAnswers({})).toBe(true)
    expect(isFoodAnswers({ species: 'parrot' })).toBe(false)
    expect(isFoodAnswers({ petName: 7 })).toBe(false)
    expect(isFoodAnswers([])).toBe(false)
    expect(isFoodAnswers(null)).toBe(false)
    expect(isFoodAnswers('dog')).toBe(false)
  })

  it('words answers for the species', () => {
    expect(answerLabel(questionFor('oneFive'), { species: 'cat', age: 'young' })).toBe('Kitten (under 1 year)')
    expect(answerLabel(questionFor('oneFive'), { species: 'dog', age: 'young' })).toBe('Puppy (under 1 year)')
    expect(answerLabel(questionFor('two'), { species: 'cat', size: 'small' })).toBe('Petite (under 8 lb)')
    expect(answerLabel(questionFor('two'), { species: 'dog' })).toBe('')
  })

  it('validates the email a result is saved with', () => {
    expect(emailProblem('owner@example')).toBe('Enter an email address like name@example.com.')
    expect(emailProblem(' owner@example.com ')).toBeUndefined()
  })
})

describe('food finder steps', () => {
  const data: FoodFinderData = {
    steps: {
      start: '/p/foodfinder',
      oneFive: '/p/foodfinder/oneFive',
      three: '/p/foodfinder/three',
      confirm: '/p/foodfinder/confirm',
    },
  }
  it('links to the next and previous step pages the brand has', () => {
    expect(nextStepPath(data, 'start')).toBe('/p/foodfinder/oneFive')
    expect(nextStepPath(data, 'oneFive')).toBe('/p/foodfinder/three')
    expect(nextStepPath(data, 'confirm')).toBeUndefined()
    expect(previousStepPath(data, 'three')).toBe('/p/foodfinder/oneFive')
    expect(previousStepPath(data, 'start')).toBeUndefined()
  })
})

describe('food recommendation', () => {
  it('tells dog products from cat products by category, name and description', () => {
    expect(productSpecies(product('a', 'Dog Food', 'A', 'Kibble'))).toBe('dog')
    expect(productSpecies(product('b', 'Treats', 'Crunch Cat Treats', 'Bites'))).toBe('cat')
    expect(productSpecies(product('c', 'Treats', 'Chews', 'For dogs and cats'))).toBeNull()
    // "cat" inside another word is not a cat.
    expect(productSpecies(product('d', 'Treats', 'Delicate bites', 'Communicates love'))).toBeNull()
  })

  it('never recommends food for the other species', () => {
    for (const answers of [dog, cat]) {
      const other = answers.species === 'dog' ? 'cat' : 'dog'
      for (const rec of recommend(catalog, answers, 20)) expect(productSpecies(rec.product)).not.toBe(other)
    }
    expect(scoreProduct(product('x', 'Cat Food', 'X', 'Y'), dog)).toBeNull()
  })

  it('puts the large-breed joint formula first for a big, active adult dog with joint needs', () => {
    const recs = recommend(catalog, dog)
    expect(recs).toHaveLength(3)
    expect(recs[0]?.product.slug).toBe('pro-plan-large-breed-chicken-rice')
    expect(recs[0]?.reasons).toEqual(
      expect.arrayContaining([
        'Made for dogs',
        'Made for large breeds',
        'Supports healthy joints',
        'Protein for an active lifestyle',
      ]),
    )
  })

  it('matches health focus keywords: sensitive stomach, weight, skin and coat', () => {
    expect(recommend(catalog, { ...dog, size: 'medium', health: 'sensitive-stomach' })[0]?.product.slug).toBe(
      'pro-plan-sensitive-skin-stomach-salmon',
    )
    expect(recommend(catalog, { ...dog, size: 'medium', activity: 'moderate', health: 'skin-coat' })[0]?.product.slug).toBe(
      'pro-plan-sensitive-skin-stomach-salmon',
    )
    expect(recommend(catalog, cat)[0]?.product.slug).toBe('purina-one-indoor-advantage')
    expect(recommend(catalog, cat)[0]?.reasons).toContain('Helps maintain a healthy weight')
  })

  it('reads the life stages a product is for from what it says', () => {
    expect(lifeStages(product('p', 'Dog Food', 'Puppy Formula', 'For growing dogs'))).toEqual(['young'])
    expect(lifeStages(product('a', 'Cat Food', 'Indoor', 'For adult cats'))).toEqual(['adult'])
    expect(lifeStages(product('s', 'Dog Food', 'Bright Mind 7+', 'Mature dogs'))).toEqual(['senior'])
    expect(lifeStages(product('l', 'Dog Food', 'Everyday', 'Complete nutrition for all life stages'))).toEqual([
      'young',
      'adult',
      'senior',
    ])
    expect(lifeStages(product('n', 'Dog Food', 'Chicken Dinner', 'Real chicken first'))).toEqual([])
  })

  // Every answer a visitor can give, over the brand's own catalog.
  const everyAnswer: FoodAnswers[] = (['dog', 'cat'] as const).flatMap((species) =>
    (['young', 'adult', 'senior'] as const).flatMap((age) =>
      (['small', 'medium', 'large'] as const).flatMap((size) =>
        (['low', 'moderate', 'high'] as const).flatMap((activity) =>
          (['sensitive-stomach', 'weight', 'joints', 'skin-coat', 'none'] as const).map((health) => ({
            species,
            age,
            size,
            activity,
            health,
          })),
        ),
      ),
    ),
  )
  const isFood = (p: Product) => /\bfood\b/i.test(p.category)

  it('recommends food for the pet’s life stage only: a puppy or kitten never gets adult food', () => {
    for (const answers of everyAnswer) {
      const recs = recommend(catalog, answers)
      const label = JSON.stringify(answers)
      expect(recs.length, label).toBeGreaterThan(0)
      for (const { product: p } of recs.filter((r) => isFood(r.product))) {
        if (answers.age === 'young') expect(lifeStages(p), `${label}: ${p.slug}`).toContain('young')
        else expect(lifeStages(p), `${label}: ${p.slug}`).not.toEqual(['young'])
      }
    }
    // Food that does not say it is for young pets is not for them; made for them, it is not for older pets.
    const young = { species: 'dog', age: 'young' } as const
    expect(scoreProduct(product('n', 'Dog Food', 'Chicken Dinner', 'Real chicken first'), young)).toBeNull()
    expect(scoreProduct(product('a', 'Dog Food', 'Adult Formula', 'For adult dogs'), young)).toBeNull()
    expect(scoreProduct(product('p', 'Dog Food', 'Puppy Formula', 'Chicken'), { ...young, age: 'adult' })).toBeNull()
    expect(scoreProduct(product('p', 'Dog Food', 'Puppy Formula', 'Chicken'), young)).not.toBeNull()
    // Treats and kits are not food for a life stage.
    expect(scoreProduct(product('t', 'Treats', 'Adult Dog Chews', 'Chewy'), young)).not.toBeNull()
  })

  it('offers a new puppy its puppy food and the starter kit, and a new kitten its kitten food', () => {
    const puppy = recommend(catalog, { ...dog, age: 'young', size: 'small', activity: 'low', health: 'none' })
    expect(puppy[0]?.product.slug).toBe('pro-plan-puppy-chicken-rice')
    expect(puppy[0]?.reasons).toContain('Made for growing young pets')
    const kit = puppy.find((r) => r.product.slug === 'adoption-starter-kit')
    expect(kit?.reasons).toContain('Everything a new pet needs for the first weeks')
    // Even when an adult food fits the health focus better.
    const kitten = recommend(catalog, { ...cat, age: 'young', activity: 'high', health: 'sensitive-stomach' })
    expect(kitten[0]?.product.slug).toBe('purina-one-healthy-kitten')
    expect(kitten.map((r) => r.product.slug)).not.toContain('pro-plan-adult-cat-chicken-rice')
  })

  it('ranks complete food above treats, keeps catalog order on ties and respects the limit', () => {
    const products = [
      product('t', 'Treats', 'Dog Biscuits', 'Crunchy dog treats'),
      product('f1', 'Dog Food', 'Food One', 'Dry food'),
      product('f2', 'Dog Food', 'Food Two', 'Dry food'),
    ]
    expect(recommend(products, { species: 'dog' }).map((r) => r.product.slug)).toEqual(['f1', 'f2', 't'])
    expect(recommend(products, { species: 'dog' }, 1)).toHaveLength(1)
  })

  it('recommends nothing rather than anything when nothing fits', () => {
    expect(recommend([product('g', 'Gift Cards', 'Gift card', 'Any amount')], dog)).toEqual([])
    expect(recommend([], dog)).toEqual([])
  })
})
