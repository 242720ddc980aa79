// How far a newcomer reads to follow a URL: the brand's data file, the route function its feature's +route.ts calls,
// then the feature folder — +route.ts, +data.ts, +Page.tsx, the view +Page.tsx renders for that URL and the
// feature's own modules and CSS those import. Shared kits are read through their surface (components/<kit>/index.ts),
// as a library is: they add a folder, not files. A +Page.tsx that picks one of several views is read up to the view
// the URL renders; its other views belong to other URLs. The layer check makes the kit surfaces the only way in.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { buildRouteTable } from '../../routing/routeTable.ts'
import { importedFiles, isKitSurface } from '../../scripts/checkLayers.ts'

const root = join(import.meta.dirname, '../..')
const table = buildRouteTable(loadBrands())

interface Reading {
  files: string[]
  kits: string[]
}

function follow(url: string, view?: string): Reading {
  const route = table.routes.find((r) => r.path === url)
  if (!route?.brand) throw new Error(`${url} is not a brand page of the route table`)
  const folder = `pages/${route.feature}`
  const files = new Set<string>([`brands/${route.brand}.json`])
  const kits = new Set<string>()
  const viewFile = view ? `${folder}/${view}` : undefined
  // A feature without data of its own (+data.ts) takes the renderer's default.
  const queue = ['+route.ts', '+data.ts', '+Page.tsx'].map((f) => `${folder}/${f}`).filter((f) => existsSync(join(root, f)))
  if (viewFile) queue.push(viewFile)
  while (queue.length > 0) {
    const file = queue.shift() as string
    if (files.has(file)) continue
    files.add(file)
    if (!/\.tsx?$/.test(file)) continue
    for (const target of importedFiles(root, file)) {
      if (isKitSurface(target)) kits.add(target)
      else if (target.startsWith(`${folder}/`)) {
        const otherView = file === `${folder}/+Page.tsx` && target.endsWith('.tsx') && target !== viewFile
        if (!otherView) queue.push(target)
      } else files.add(target)
    }
  }
  return { files: [...files].sort(), kits: [...kits].sort() }
}

const topFolders = (reading: Reading) => [...new Set([...reading.files, ...reading.kits].map((f) => f.split('/')[0]))].sort()

describe('following a URL', () => {
  it('/KFC/shop/cart: brand data, the route function, the cart folder and the page, shop and forms kits (the booking request)', () => {
    const reading = follow('/KFC/shop/cart')
    expect(reading.files).toEqual([
      'brands/KFC.json',
      'pages/cart/+Page.tsx',
      'pages/cart/+data.ts',
      'pages/cart/+route.ts',
      'pages/cart/cartEvents.ts',
      'pages/cart/cartEventsOnDemand.ts',
      'pages/cart/cartWords.ts',
      'routing/featureRoute.ts',
    ])
    expect(reading.kits).toEqual([
      'components/forms/index.ts',
      'components/page/build/pageData.ts',
      'components/page/index.ts',
      'components/shop/index.ts',
    ])
    expect(topFolders(reading)).toEqual(['brands', 'components', 'pages', 'routing'])
  })

  it('/purina/foodfinder/three: a question page, read up to the question view', () => {
    const reading = follow('/purina/foodfinder/three', 'views/question.tsx')
    expect(reading.files).toEqual([
      'brands/purina.json',
      'pages/foodfinder/+Page.tsx',
      'pages/foodfinder/+data.ts',
      'pages/foodfinder/+route.ts',
      'pages/foodfinder/answersGate.tsx',
      'pages/foodfinder/foodfinder.css',
      'pages/foodfinder/quiz.ts',
      'pages/foodfinder/views/question.tsx',
      'routing/featureRoute.ts',
    ])
    expect(reading.kits).toEqual(['components/forms/index.ts', 'components/page/build/pageData.ts', 'components/page/index.ts'])
    expect(topFolders(reading)).toEqual(['brands', 'components', 'pages', 'routing'])
  })

  it('/avis/journey/start: the journey flow, which +Page.tsx itself renders', () => {
    const reading = follow('/avis/journey/start')
    expect(reading.files).toEqual([
      'brands/avis.json',
      'pages/journey/+Page.tsx',
      'pages/journey/+data.ts',
      'pages/journey/+route.ts',
      'pages/journey/buildJourney.ts',
      'pages/journey/journey.css',
      'pages/journey/journey.ts',
      'pages/journey/journeyChecks.ts',
      'pages/journey/stepHistory.ts',
      'routing/featureRoute.ts',
    ])
    expect(reading.kits).toEqual([
      'components/account/index.ts',
      'components/forms/index.ts',
      'components/page/build/pageData.ts',
      'components/page/index.ts',
    ])
    expect(topFolders(reading)).toEqual(['brands', 'components', 'pages', 'routing'])
  })

  it('reads only the view a page renders: the food finder has others, each behind its own URLs', () => {
    const page = readFileSync(join(root, 'pages/foodfinder/+Page.tsx'), 'utf8')
    for (const view of ['question', 'confirm', 'result', 'save']) expect(page).toContain(`./views/${view}.tsx`)
    expect(follow('/purina/foodfinder/three', 'views/question.tsx').files).not.toContain('pages/foodfinder/views/result.tsx')
  })

  it('reads every feature page within the same 4 top-level folders', () => {
    const multiView = new Set(['foodfinder', 'journey', '_error'])
    const firstOfEach = new Map<string, string>()
    for (const route of table.routes)
      if (route.brand && !firstOfEach.has(route.feature)) firstOfEach.set(route.feature, route.path)
    expect(firstOfEach.size).toBeGreaterThan(15)
    for (const [feature, url] of firstOfEach) {
      if (multiView.has(feature)) continue
      const reading = follow(url)
      expect(topFolders(reading), url).toEqual(['brands', 'components', 'pages', 'routing'])
    }
  })
})
