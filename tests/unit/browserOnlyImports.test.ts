// The server build leaves out what the app imports on demand in the browser (renderer/build/browserOnlyImportsPlugin.ts):
// an app module's dynamic import resolves to one module that fails when loaded; the renderer's server code and the
// packages keep theirs.
import { describe, expect, it } from 'vitest'
import { browserOnlyImportsPlugin, importsOnDemandInBrowser } from '../../renderer/build/browserOnlyImportsPlugin.ts'

const plugin = browserOnlyImportsPlugin()
const resolve = (specifier: string, importer: string) =>
  (plugin.resolveDynamicImport as (this: unknown, specifier: string, importer: string) => unknown).call({}, specifier, importer)
// As the bundler calls it: the hook's handler for the ids its filter matches, nothing for the others.
const loadHook = plugin.load as { filter: { id: RegExp }; handler: (this: unknown, id: string) => unknown }
const load = (id: string) => (loadHook.filter.id.test(id) ? loadHook.handler.call({}, id) : null)

describe('on-demand imports in the server build', () => {
  it('are left out for the app’s modules, kept for the renderer’s server code and for packages', () => {
    expect(importsOnDemandInBrowser('/site/pages/review/+Page.tsx')).toBe(true)
    expect(importsOnDemandInBrowser('/site/components/forms/ProductPickerField.tsx')).toBe(true)
    expect(importsOnDemandInBrowser('/site/renderer/server/layouts.ts')).toBe(false)
    expect(importsOnDemandInBrowser('/site/node_modules/vike/dist/server/runtime/index.js')).toBe(false)
    expect(importsOnDemandInBrowser('\0virtual:vike:entry')).toBe(false)
  })

  it('resolve to one module that fails when loaded, saying why', () => {
    const id = resolve('./reviewValidation.ts', '/site/pages/review/+Page.tsx')
    expect(id).toEqual(resolve('./ProductSearch.tsx', '/site/components/forms/ProductPickerField.tsx'))
    expect(resolve('../../layouts/StandardLayout.tsx', '/site/renderer/server/layouts.ts')).toBeNull()
    expect(String(load(id as string))).toMatch(/^throw new Error\('A module the app imports on demand/)
    expect(load('/site/pages/review/+Page.tsx')).toBeNull()
  })

  it('apply to the server build only', () => {
    const applies = plugin.applyToEnvironment as (environment: { config: { consumer: string } }) => boolean
    expect(applies({ config: { consumer: 'server' } })).toBe(true)
    expect(applies({ config: { consumer: 'client' } })).toBe(false)
  })
})
