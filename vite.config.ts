import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { pageChunksPlugin } from './renderer/build/pageChunksPlugin.ts'

// scripts/build.ts sets OUT_DIR (a staging folder, swapped in on success) and BASE_PATH (hosting under a sub-path).
export default defineConfig({
  base: process.env.BASE_PATH ?? '/',
  plugins: [react(), vike(), pageChunksPlugin()],
  build: {
    outDir: process.env.OUT_DIR ?? 'dist/vike',
    assetsInlineLimit: 0,
    // The HTML preloads each page's chunks itself (renderer/build/pageChunksPlugin.ts); Vite's dependency lists for
    // every lazily imported page would only repeat that in the entry chunk.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Fewer, better-shaped chunks for the visitor: React in one file (not split across the entry and a shared
        // chunk), and our shared code (with the shared layout shell) grouped by the set of pages that use it, tiny
        // groups merged, instead of a dozen sub-kilobyte files that each pay their own request and gzip overhead.
        // A feature's own modules (pages/<feature>/) and the tiny lib/ helpers are left to the bundler: they go with
        // the pages that use them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // The forms kit, stored lists and their shape checks (valibot) go only to the pages that have a form or
            // keep such a list: never merged into the shop's shared chunks, so the cart's first load does not carry them.
            {
              name: 'forms',
              test: /node_modules[\\/]valibot[\\/]|[\\/]components[\\/]forms[\\/]|[\\/]lib[\\/]storedList\.ts|[\\/]components[\\/]shop[\\/]orders\.ts/,
              entriesAware: true,
              priority: 2,
            },
            {
              name: 'app',
              test: /^(?!.*node_modules).*[\\/](brand|components|renderer|routing)[\\/]|StandardLayout/,
              entriesAware: true,
              entriesAwareMergeThreshold: 2048,
              priority: 1,
            },
          ],
        },
      },
    },
  },
})
