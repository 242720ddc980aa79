// The floor the build is compared with: the same pages, the same data and components, rendered with a plain
// renderToString and written to disk — no bundling, no Vike. Loads the TypeScript modules through Vite's SSR loader,
// then times the loop alone (the process's own wall time, startup and module loading included, is timed by bench.ts).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { type ComponentType, createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createServer } from 'vite'
import type { PageProps, Payload } from '../../brand/payload.ts'

const out = process.argv[2]
if (!out) throw new Error('usage: renderFloor.ts <out dir>')
const root = process.cwd()
const server = await createServer({
  configFile: false,
  root,
  logLevel: 'error',
  appType: 'custom',
  plugins: [
    react(),
    {
      name: 'no-page-chunks',
      resolveId: (id) => (id === 'virtual:page-chunks' ? '\0pc' : undefined),
      load: (id) => (id === '\0pc' ? 'export default {}' : undefined),
    },
  ],
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
})
try {
  // Each module is named relative to this file, as the type beside it is, so moving it breaks the type check
  // instead of the benchmark at run time.
  const ssr = <T>(specifier: string) =>
    server.ssrLoadModule(`/${relative(root, fileURLToPath(new URL(specifier, import.meta.url)))}`) as Promise<T>
  const { layoutComponent } = await ssr<typeof import('../../renderer/server/layouts.ts')>('../../renderer/server/layouts.ts')
  const { PageShell } = await ssr<typeof import('../../renderer/PageShell.tsx')>('../../renderer/PageShell.tsx')
  const { siteRoutes } = await ssr<typeof import('../../routing/build/siteRoutes.ts')>('../../routing/build/siteRoutes.ts')
  const modules = new Map<string, { Page: ComponentType<PageProps>; data: (ctx: unknown) => Payload }>()
  const load = async (feature: string) => {
    let mod = modules.get(feature)
    if (!mod) {
      const Page = (await server.ssrLoadModule(`/pages/${feature}/+Page.tsx`)).default
      const own = `/pages/${feature}/+data.ts`
      const dataModule = await server.ssrLoadModule(existsSync(join(root, own)) ? own : '/renderer/+data.ts')
      mod = { Page, data: dataModule.data }
      modules.set(feature, mod)
    }
    return mod
  }
  const routes = siteRoutes().table.routes as { path: string; feature: string; layout: string }[]
  // Every module is loaded before the clock starts: the floor is the render loop alone.
  for (const route of routes) await load(route.feature)
  let pages = 0
  const loopStarted = performance.now()
  for (const route of routes) {
    const { Page, data } = await load(route.feature)
    const payload = data({ routeParams: { path: route.path }, urlPathname: route.path })
    const html = renderToString(createElement(PageShell, { payload, Layout: layoutComponent(route.layout), Page }))
    const dir = join(out, route.path)
    mkdirSync(dir, { recursive: true })
    writeFileSync(
      join(dir, 'index.html'),
      `<!DOCTYPE html><html><head><title>${payload.title}</title></head><body><div id="root">${html}</div><script type="application/json">${JSON.stringify(payload)}</script></body></html>`,
    )
    pages++
  }
  const loopSeconds = (performance.now() - loopStarted) / 1000
  console.log(JSON.stringify({ pages, loopSeconds, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }))
} finally {
  await server.close()
}
