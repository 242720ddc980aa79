import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { browserOnlyImportsPlugin } from './browserOnlyImportsPlugin.ts'
import { pageChunksPlugin } from './pageChunksPlugin.ts'
import { preloadHelperPlugin } from './preloadHelperPlugin.ts'

// Modules every page runs before the visitor acts: hydration (renderer/client/boot.tsx and what it imports), the
// analytics calls' queue, stored state, the brand frame and the event inspector's button; and price formatting, which
// four pages in five show (a chunk of its own cost them a request and more gzip overhead than its 153 bytes), counting
// in words (lib/plural.ts: 58 bytes, a chunk of its own on the cart, checkout and confirmation pages), and the
// few lines that import a form's checks on demand (components/forms/onDemand.ts), which in a file of their own would
// cost every page with a form a request. Grouped, they join the entry chunk: one file, where a file each would pay a
// request and gzip overhead each. What runs after hydration (renderer/client/runtime.ts: navigation, prefetch, route
// rules, the build watch; the analytics tracker), only on some pages (route middleware, which the HTML of those
// preloads) or only on failure (the error page's payload) is left to the bundler, which puts it in chunks imported when
// needed.
const everyPage =
  /vite[\\/]preload-helper|^(?!.*node_modules).*[\\/](renderer[\\/](\+client|PageShell|pageModules|client[\\/](boot|pageView|linkStylesheet|reloadGuard|typedBeforeHydration))\.tsx?$|analytics[\\/]client[\\/](calls|eventCount)\.ts|lib[\\/](base|stored|formatPrice|plural)\.ts|brand[\\/]chrome\.ts|components[\\/](chrome[\\/]|forms[\\/]onDemand|inspector[\\/]EventInspector|page[\\/]FeatureIntro)|layouts[\\/]StandardLayout)/

// Modules (nearly) the same pages load up front, which the bundler would split apart because on-demand parts import some of
// them and not the others (each split costs those pages a request and gzip overhead): a form's state, its draft and
// what removes a draft once sent (the presenter's reset imports that too), for the pages with a request form or a
// checkout; and a request form's two faces with the reference its confirmation shows and the select and textarea
// fields (which only the resort's stay request of those pages does without).
const requestForm =
  /^(?!.*node_modules).*[\\/](components[\\/]forms[\\/](useDraft|useRequestForm)\.tsx?|lib[\\/]storedRemoval\.ts)$/
const requestPanels =
  /^(?!.*node_modules).*[\\/](components[\\/]forms[\\/](RequestPanels|SelectAndTextArea)\.tsx|lib[\\/]referenceNumber\.ts)$/
// The money rules and the summary's lines, which the cart and the checkout load together.
const pricedLines = /^(?!.*node_modules).*[\\/]components[\\/]shop[\\/](totals|summaryLine)\.ts$/
// Choice cards and the progress bar, which the step-by-step pages (the journey, the food finder) load together.
const stepByStep = /^(?!.*node_modules).*[\\/]components[\\/](forms[\\/]ChoiceCards|page[\\/]ProgressBar)\.tsx$/
// The shop's hooks and the product-kind rules: the kinds are read by every shop page but the confirmation and Scan &
// Go, where they cost less (about 100 bytes) than a file of their own costs each of the nine others. With them the
// note a product added says, which the product cards and the item page show: since the item page lists no catalog
// the two load apart, and a file of its own cost each of those pages more than the note costs the other shop pages.
const shopBasics = /^(?!.*node_modules).*[\\/](components[\\/]shop[\\/](useShop\.ts|AddedNote\.tsx)|brand[\\/]productKind\.ts)$/

// The shared kits (components/, lib/, brand/) only declare: importing one of their modules runs nothing a page
// needs unless it uses an export. Saying so lets the bundler drop what a kit surface (components/<kit>/index.ts)
// re-exports but a page does not use, instead of shipping it because a module-level call might have an effect.
const declarationOnly = /^(?!.*node_modules)(?!.*\.css).*[\\/](components|lib|brand)[\\/][^?]*\.tsx?$/

// The site's Vite config as the build uses it (scripts/pipeline/bundlerProcess.mjs loads this file), and `npm run dev`
// with its dev loop added (vite.config.ts). The build sets OUT_DIR (Vike's output root: dist/, whose client/ and server/
// lead into the build's staging folder, swapped in on success: scripts/pipeline/outputLinks.mjs) and BASE_PATH (hosting
// under a sub-path).
export default defineConfig({
  base: process.env.BASE_PATH ?? '/',
  plugins: [react(), vike(), pageChunksPlugin(), preloadHelperPlugin(), browserOnlyImportsPlugin()],
  build: {
    outDir: process.env.OUT_DIR ?? 'dist/vike',
    assetsInlineLimit: 0,
    // The HTML preloads each page's chunks itself (renderer/build/pageChunksPlugin.ts); Vite's dependency lists for
    // every lazily imported page would only repeat that in the entry chunk.
    modulePreload: false,
  },
  environments: {
    // Chunk shapes matter to visitors only; the server build keeps the bundler's defaults.
    client: {
      build: {
        rolldownOptions: {
          treeshake: { moduleSideEffects: (id) => (declarationOnly.test(id) ? false : undefined) },
          output: {
            // React in one long-cached file, everything every page runs in the entry, and the rest left to the bundler:
            // a module goes with exactly the set of pages that import it, so no page loads code it does not use (the
            // inspector's panel, a form's validation and the shop's pieces stay with the pages that need them).
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                { name: 'core', test: everyPage, priority: 1 },
                { name: 'requestForm', test: requestForm, includeDependenciesRecursively: false },
                { name: 'requestPanels', test: requestPanels, includeDependenciesRecursively: false },
                { name: 'shopBasics', test: shopBasics, includeDependenciesRecursively: false },
                { name: 'stepByStep', test: stepByStep, includeDependenciesRecursively: false },
                { name: 'pricedLines', test: pricedLines, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    },
  },
})
