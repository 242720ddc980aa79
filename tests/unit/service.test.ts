import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { visitProblems } from '../../brand/build/checkVisit.ts'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { referenceNumber } from '../../lib/referenceNumber.ts'
import { type ServiceTopic, data as serviceData } from '../../pages/service/+data.ts'
import { openCase, propertyName, requestAbout } from '../../pages/service/openCase.ts'
import { emptyFormFor, emptyServiceForm, fieldOrder } from '../../pages/service/serviceRequest.ts'
import { validateServiceRequest } from '../../pages/service/serviceValidation.ts'
import { brandProblems } from './support/brandProblems.ts'

const topics: ServiceTopic[] = [
  { label: 'An order I placed' },
  { label: 'A product', aboutProduct: true },
  { label: 'Something else' },
]
const schedule: ServiceTopic = {
  label: 'Schedule RV service',
  asks: [
    { kind: 'date', id: 'serviceDate', label: 'Preferred service date' },
    { kind: 'choice', id: 'serviceCenter', label: 'Service center', options: ['Denver, CO', 'Orlando, FL'] },
  ],
}
const help = (prefix: string) => serviceData({ routeParams: {}, urlPathname: `/${prefix}/service` } as never).page.topics
const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  topic: 'A product',
  product: 'Bean Boots',
  message: 'My boots arrived in the wrong size.',
}

describe('service request', () => {
  it('accepts a complete request', () => {
    expect(validateServiceRequest(valid, topics, ['Bean Boots'])).toEqual({})
    expect(validateServiceRequest({ ...valid, product: '' }, topics, [])).toEqual({})
  })

  it('says what is missing, field by field', () => {
    expect(validateServiceRequest(emptyServiceForm, topics)).toEqual({
      name: 'Enter your name.',
      email: 'Enter an email address like name@example.com.',
      topic: 'Choose what your request is about.',
      message: 'Tell us a little more: at least 20 characters (you have 0).',
    })
  })

  it('counts the message without surrounding spaces, and refuses unknown topics and products', () => {
    const errors = validateServiceRequest({ ...valid, topic: 'Refund', product: 'Nope', message: '   short   ' }, topics, ['A'])
    expect(errors.topic).toBe('Choose what your request is about.')
    expect(errors.product).toBe('Choose a product from the list, or leave it empty.')
    expect(errors.message).toBe('Tell us a little more: at least 20 characters (you have 5).')
    expect(validateServiceRequest({ ...valid, message: 'x'.repeat(2001) }, topics, ['Bean Boots']).message).toMatch(/2000/)
  })

  it('asks what the chosen topic asks: a date from today on within a year, one of the options', () => {
    const today = '2026-11-28'
    const request = { ...emptyFormFor([schedule]), ...valid, product: '', topic: 'Schedule RV service' }
    expect(validateServiceRequest(request, [schedule], [], today)).toEqual({
      serviceDate: 'Choose the preferred service date.',
      serviceCenter: 'Choose one of the options.',
    })
    const dated = (serviceDate: string) =>
      validateServiceRequest({ ...request, serviceDate, serviceCenter: 'Denver, CO' }, [schedule], [], today)
    expect(dated('2026-11-27').serviceDate).toBe('Choose the preferred service date from today on.')
    expect(dated('2027-12-01').serviceDate).toBe('Choose the preferred service date within the next year.')
    expect(dated('2026-02-30').serviceDate).toBe('Choose the preferred service date from the calendar.')
    expect(dated('2026-12-01')).toEqual({})
    // Another topic's questions are not asked.
    expect(validateServiceRequest({ ...request, topic: 'Something else' }, [schedule, ...topics], [], today)).toEqual({})
    expect(fieldOrder([schedule])).toEqual(['name', 'email', 'topic', 'product', 'serviceDate', 'serviceCenter', 'message'])
    expect(propertyName('serviceCenter')).toBe('service_center')
  })

  it('opens a case with the topic’s answers as read, and sends them as given; another topic’s answers and the product stay out', () => {
    const form = {
      ...emptyFormFor([schedule, ...topics]),
      ...valid,
      topic: 'Schedule RV service',
      serviceDate: '2026-12-01',
      serviceCenter: 'Denver, CO',
    }
    const request = requestAbout(form, [schedule, ...topics], ['Bean Boots'])
    expect(request.product).toBe('')
    const { serviceCase, properties } = openCase(request, [schedule], 'CW-CASE-222222', new Date('2026-11-28T12:00:00Z'))
    expect(serviceCase.details).toEqual([
      { label: 'Preferred service date', value: 'Tue, Dec 1, 2026' },
      { label: 'Service center', value: 'Denver, CO' },
    ])
    expect(properties).toEqual({
      case_id: 'CW-CASE-222222',
      topic: 'Schedule RV service',
      service_date: '2026-12-01',
      service_center: 'Denver, CO',
    })
    const aboutProduct = requestAbout({ ...form, topic: 'A product' }, [schedule, ...topics], ['Bean Boots'])
    expect([aboutProduct.product, aboutProduct.serviceDate, aboutProduct.serviceCenter]).toEqual(['Bean Boots', '', ''])
    expect(openCase(aboutProduct, [schedule, ...topics], 'X').properties).toEqual({
      case_id: 'X',
      topic: 'A product',
      product: 'Bean Boots',
    })
  })

  it('offers each brand’s own topics, never the same “Order / Product / Account / Other”', () => {
    const labels = (prefix: string) => help(prefix).map((t) => t.label)
    expect(labels('discover')).toEqual(
      expect.arrayContaining(['Report a lost or stolen card', 'Dispute a charge', 'Cashback Bonus and rewards']),
    )
    expect(labels('cw')[0]).toBe('Schedule RV service')
    expect(help('cw')[0]?.asks?.map((a) => a.label)).toEqual([
      'What does your RV need?',
      'Preferred service date',
      'Service center',
    ])
    expect(labels('hack25')).toEqual(expect.arrayContaining(['Badge reprint', 'A refund', 'Accessibility support']))
    expect(labels('adtalem')).toContain('Financial aid and tuition')
    expect(labels('avis')).toEqual(expect.arrayContaining(['Change or cancel a reservation', 'Roadside help']))
    const withService = loadBrands().filter((b) => b.pages.includes('service'))
    expect(withService).toHaveLength(9)
    for (const { prefix } of withService) {
      expect(labels(prefix).join(), prefix).not.toMatch(/^Order,Product,Account,Other$/)
      expect(labels(prefix), prefix).not.toContain('Account')
    }
  })

  it('refuses a service page without topics, a topic twice, a question asking for several answers, naming the field', () => {
    const cw = loadBrands().find((b) => b.prefix === 'cw') as ReturnType<typeof loadBrands>[number]
    const { help: _help, ...withoutHelp } = cw
    expect(visitProblems(withoutHelp)).toEqual([
      { field: 'help', message: 'the "service" page needs the brand\'s help topics: { topics: [{ label }, …] }' },
    ])
    const multiple = { ...schedule.asks?.[1], multiple: true, options: ['Denver, CO', 'Denver, CO'] } as never
    expect(visitProblems({ ...cw, help: { topics: [{ label: 'A' }, { label: 'A', asks: [multiple] }] } })).toEqual([
      { field: 'help.topics[1].label', message: '"A" is listed twice' },
      { field: 'help.topics[1].asks[0].multiple', message: 'a request asks for one answer: leave "multiple" out' },
      { field: 'help.topics[1].asks[0].options[1]', message: '"Denver, CO" is listed twice' },
    ])
    const file = JSON.parse(readFileSync('brands/KFC.json', 'utf8'))
    const topicsOf = (t: unknown) => ({ ...file, pages: [...file.pages, 'service'], help: { topics: t } })
    expect(brandProblems({ 'KFC.json': topicsOf([{ label: 'Only one' }]) })).toEqual([
      expect.stringMatching(/KFC\.json: help\.topics: expected at least two topics, one of them for anything else/),
    ])
    expect(
      brandProblems({ 'KFC.json': topicsOf([{ label: 'A', asks: [{ kind: 'time', id: 'x', label: 'X' }] }, { label: 'B' }]) }),
    ).toEqual([
      expect.stringMatching(/KFC\.json: help\.topics\[0\]\.asks\[0\](\.kind)?: expected a field of kind "date" or "choice"/),
    ])
  })

  it('makes case references like AVIS-CASE-7K2M9Q', () => {
    expect(referenceNumber('avis', 'CASE', () => 0)).toBe('AVIS-CASE-222222')
    expect(referenceNumber('llbean', 'CASE', () => 0.999)).toBe('LLBE-CASE-ZZZZZZ')
    expect(referenceNumber('arch-pristine', 'CASE', () => 1)).toBe('ARCH-CASE-ZZZZZZ')
    expect(referenceNumber('Demo', 'CASE')).toMatch(/^DEMO-CASE-[2-9A-HJ-NP-Z]{6}$/)
  })
})
