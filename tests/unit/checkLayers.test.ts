import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkLayers, importedFiles, layerOf, scriptsFloorOf } from '../../scripts/checkLayers.ts'
import { writeFiles } from './support/writeFiles.ts'

let root = ''

function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'layers-'))
  writeFiles(root, files)
  return root
}

afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the layer check', () => {
  it('maps folders to layers, bottom to top', () => {
    expect(layerOf('lib/base.ts')).toBe('lib')
    expect(layerOf('brand/payload.ts')).toBe('brand')
    expect(layerOf('pages/cart/+Page.tsx')).toBe('features')
    expect(layerOf('layouts/KFC/Layout.tsx')).toBe('features')
    expect(layerOf('vite.config.ts')).toBeUndefined()
  })

  it('accepts imports that go down or stay level', () => {
    const report = checkLayers(
      tree({
        'lib/base.ts': 'export const base = 1\n',
        'brand/model.ts': "import { base } from '../lib/base.ts'\nexport const model = base\n",
        'components/shop/Card.tsx': "import { model } from '../../brand/model.ts'\nexport const Card = model\n",
        'components/shop/index.ts': "export { Card } from './Card.tsx'\n",
        'routing/featureRoute.ts': 'export const route = 1\n',
        'pages/cart/+Page.tsx':
          "import { Card } from '../../components/shop/index.ts'\nimport '../../styles/x.css'\nexport { Card }\n",
        'pages/cart/+route.ts': "import { route } from '../../routing/featureRoute.ts'\nexport default route\n",
        'tests/anything.ts': "import { Card } from '../components/shop/Card.tsx'\n",
      }),
    )
    expect(report.violations).toEqual([])
  })

  it('reports an upward import with its file, line and both layers', () => {
    const report = checkLayers(
      tree({
        'lib/base.ts': "// the base path\nimport type {\n  Payload,\n} from '../brand/payload.ts'\nexport type P = Payload\n",
        'brand/payload.ts': 'export interface Payload {}\n',
      }),
    )
    expect(report.violations).toEqual(['lib/base.ts:4 imports brand/payload.ts (layer lib may not import layer brand)'])
  })

  it('reports one feature importing another', () => {
    const report = checkLayers(
      tree({
        'pages/cart/+Page.tsx': "import { rule } from '../checkout/rules.ts'\nexport const x = rule\n",
        'pages/checkout/rules.ts': 'export const rule = 1\n',
      }),
    )
    expect(report.violations).toEqual([
      'pages/cart/+Page.tsx:1 imports pages/checkout/rules.ts (feature pages/cart may not import feature pages/checkout)',
    ])
  })

  it('reports a feature reaching past a kit surface, into a kit or a lower layer', () => {
    const report = checkLayers(
      tree({
        'lib/base.ts': 'export const base = 1\n',
        'components/shop/Card.tsx': 'export const Card = 1\n',
        'components/shop/index.ts': "export { Card } from './Card.tsx'\n",
        'pages/cart/+Page.tsx':
          "import { Card } from '../../components/shop/Card.tsx'\nimport { base } from '../../lib/base.ts'\nexport { base, Card }\n",
      }),
    )
    expect(report.violations).toEqual([
      'pages/cart/+Page.tsx:1 imports components/shop/Card.tsx (a feature imports shared code through a kit surface: components/<kit>/index.ts)',
      'pages/cart/+Page.tsx:2 imports lib/base.ts (a feature imports shared code through a kit surface: components/<kit>/index.ts)',
    ])
  })

  it('gives each file under scripts/ its floor: the commands, or the folder it sits in', () => {
    expect(scriptsFloorOf('scripts/build.ts')).toBe('command')
    expect(scriptsFloorOf('scripts/lib/files.ts')).toBe('lib')
    expect(scriptsFloorOf('scripts/pipeline/stages.ts')).toBe('pipeline')
    // A folder nested in a room is part of it, so scripts/lib/x/ is held to the ground floor's rule.
    expect(scriptsFloorOf('scripts/lib/server/http.ts')).toBe('lib')
    expect(scriptsFloorOf('lib/base.ts')).toBeUndefined()
  })

  it('accepts scripts/ rooms importing lib/, cli/ and one another in one direction, under the commands', () => {
    const report = checkLayers(
      tree({
        'scripts/lib/files.ts': 'export const walk = 1\n',
        'scripts/cli/options.ts': "import { walk } from '../lib/files.ts'\nexport const flag = walk\n",
        'scripts/hosting/hostFiles.ts': "import { walk } from '../lib/files.ts'\nexport const host = walk\n",
        'scripts/pipeline/stages.ts':
          "import { flag } from '../cli/options.ts'\nimport { host } from '../hosting/hostFiles.ts'\nexport const run = flag + host\n",
        'scripts/pipeline/bundlerProcess.mjs': "import { run } from './stages.ts'\nexport { run }\n",
        'scripts/build.ts': "import { run } from './pipeline/stages.ts'\nexport { run }\n",
      }),
    )
    expect(report.violations).toEqual([])
  })

  it('reports scripts/lib/ or cli/ importing a room, and a room importing a command', () => {
    const report = checkLayers(
      tree({
        'scripts/lib/files.ts': "import { serve } from '../server/staticServer.ts'\nexport const walk = serve\n",
        'scripts/cli/options.ts': "import { serve } from '../server/staticServer.ts'\nexport const flag = serve\n",
        'scripts/lib/nested/walk.ts': "import { serve } from '../../server/staticServer.ts'\nexport const deep = serve\n",
        'scripts/server/staticServer.ts': "import { out } from '../build.ts'\nexport const serve = out\n",
        'scripts/build.ts': 'export const out = 1\n',
      }),
    )
    expect(report.violations).toEqual([
      'scripts/cli/options.ts:1 imports scripts/server/staticServer.ts (scripts/cli/ imports only scripts/lib/)',
      'scripts/lib/files.ts:1 imports scripts/server/staticServer.ts (scripts/lib/ is the ground floor: it imports no other folder of scripts/)',
      'scripts/lib/nested/walk.ts:1 imports scripts/server/staticServer.ts (scripts/lib/ is the ground floor: it imports no other folder of scripts/)',
      'scripts/server/staticServer.ts:1 imports scripts/build.ts (the commands in scripts/ are the top floor: nothing there imports one)',
    ])
  })

  it('reports two scripts/ rooms importing each other round a loop, though no file imports itself back', () => {
    const report = checkLayers(
      tree({
        'scripts/pipeline/finish.ts': "import { host } from '../hosting/hostFiles.ts'\nexport const finish = host\n",
        'scripts/pipeline/paths.ts': 'export const paths = 1\n',
        'scripts/hosting/hostFiles.ts': "import { origin } from '../server/origin.ts'\nexport const host = origin\n",
        'scripts/server/origin.ts': "import { paths } from '../pipeline/paths.ts'\nexport const origin = paths\n",
      }),
    )
    expect(report.violations).toEqual([
      'scripts/hosting/hostFiles.ts:1 imports scripts/server/origin.ts (folder loop: scripts/hosting → scripts/server → scripts/pipeline → scripts/hosting)',
      'scripts/pipeline/finish.ts:1 imports scripts/hosting/hostFiles.ts (folder loop: scripts/pipeline → scripts/hosting → scripts/server → scripts/pipeline)',
      'scripts/server/origin.ts:1 imports scripts/pipeline/paths.ts (folder loop: scripts/server → scripts/pipeline → scripts/hosting → scripts/server)',
    ])
  })

  it('finds no import loop among analytics/client/ modules, type-only and on-demand imports included', () => {
    const project = join(import.meta.dirname, '../..')
    const folder = 'analytics/client'
    const files = readdirSync(join(project, folder))
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => `${folder}/${name}`)
    const loops: string[] = []
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) {
        loops.push([...path.slice(path.indexOf(file)), file].join(' → '))
        return
      }
      for (const next of importedFiles(project, file)) if (next.startsWith(`${folder}/`)) visit(next, [...path, file])
    }
    for (const file of files) visit(file, [])
    expect(loops).toEqual([])
  })
})
