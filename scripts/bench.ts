// `npm run bench`: build performance against a plain renderToString floor measured in the same run, peak memory,
// HTML bytes, first-load JavaScript, page-load timing (first paint against the bare HTML, time to interactive) and
// client navigation. `--scale` adds builds of about 1,000, 5,000 and 10,000 pages and of two 50,000-product catalogs
// (about 104,000 pages) to show time per page and memory staying flat, and KFC's pages with 10 and 50,000 products
// (catalogSizes.ts); `--scale-deploy` deploys the largest to a loopback S3 store (first and unchanged). Prints a
// table; saves JSON in bench-results/. Figures, not assertions: nothing here fails on a slow machine.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deployableScripts } from './bench/deployableScripts.ts'
import { firstLoadFiles, firstLoadJs, firstLoadJsByRouteType } from './bench/firstLoadJs.ts'
import { lazyAnalyticsJs } from './bench/lazyAnalyticsJs.ts'
import { editOnePrice, type OneEditRun, oneEditRow } from './bench/oneEdit.ts'
import { scaleSizeLabel, scaleSizes, writeEditedBrands, writeScaledBrands } from './bench/scaledBrands.ts'
import { compareWithVike, comparisonRows } from './bench/vikeComparison.ts'
import { runCommandLine } from './cli/commandLine.ts'
import { isCi } from './cli/environment.ts'
import { switchOption } from './cli/options.ts'

const { options } = runCommandLine({
  name: 'bench',
  summary:
    'Builds the site and reports build time against a renderToString floor, peak memory, HTML bytes, first-load JavaScript, page-load and client navigation timing; saves JSON in bench-results/.',
  options: {
    scale: switchOption(
      '--scale',
      'Also build with generated catalogs at about 1,000, 5,000 and 10,000 pages and with two of 50,000 products (about 104,000 pages), rebuild that one after one price edit, and weigh and time KFC’s pages with 10 and 50,000 products',
    ),
    scaleDeploy: switchOption(
      '--scale-deploy',
      'Also build at scale (--scale) and deploy the largest to a loopback S3 store, first and unchanged (about 22 minutes more on two cores)',
    ),
  },
  environment: ['CI', 'CHROMIUM_PATH'],
  exitStatus: '0 measured and saved; 1 a build or measurement failed',
  examples: ['npm run bench', 'npm run bench -- --scale', 'npm run bench -- --scale --scale-deploy'],
})
// A bench takes minutes: on a terminal it says which step it is in; under CI only the table.
const step = (line: string) => isCi() || console.log(line)

// Inside the project: Vike prerenders only into folders below the project root (made first: a fresh clone has none).
mkdirSync('dist', { recursive: true })
const work = mkdtempSync(join('dist', '.bench-'))
const history = mkdtempSync(join(tmpdir(), 'bench-history-'))

/** Runs a TypeScript script in a child process as npm runs it (compiled by scripts/run.mjs) and measures its wall
 *  time (process start to exit). */
function timed(args: string[], env: Record<string, string> = {}): { seconds: number; output: string } {
  const started = performance.now()
  const result = spawnSync(process.execPath, ['scripts/run.mjs', ...args], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', ...env },
  })
  const seconds = (performance.now() - started) / 1000
  if (result.error || result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  return { seconds, output: result.stdout }
}

function buildRun(name: string, env: Record<string, string> = {}, args: string[] = ['--clean']) {
  const out = join(work, name, 'site')
  const report = join(work, `${name}.json`)
  const run = timed(['scripts/build.ts', '--out', out, '--history', join(history, name), '--report', report, ...args], env)
  const summary = JSON.parse(readFileSync(report, 'utf8'))
  return { out, run, summary }
}

try {
  step('Building the site (clean)…')
  const full = buildRun('full')
  step('Rebuilding after a brand data edit (data-only)…')
  const edited = join(work, 'brands-edited')
  writeEditedBrands(edited)
  const dataOnly = buildRun('data-only', { BRANDS_DIR: edited }, [])
  if (dataOnly.summary.kind !== 'data-only') throw new Error(`the rebuild after a data edit was ${dataOnly.summary.kind}`)
  // Five rounds: with three, two runs of one commit gave 1.71× and 2.21× (the product's build makes files, whose cost
  // on this machine's disk varies from one minute to the next).
  step('Building the site and a Vike + vike-react site of as many pages, round-robin (5 rounds, clean)…')
  const vike = compareWithVike(full.summary.pages, 5, (round) => {
    const { run, summary } = buildRun(`round-${round}`)
    rmSync(join(work, `round-${round}`), { recursive: true, force: true })
    return { seconds: run.seconds, phases: summary.phases }
  })
  step('Rendering the same pages with plain renderToString (the floor)…')
  const floorRun = timed(['scripts/bench/renderFloor.ts', join(work, 'floor')])
  const floor = JSON.parse(floorRun.output.trim().split('\n').pop() as string) as {
    pages: number
    loopSeconds: number
    peakRssMb: number
  }
  const productPage = 'KFC/shop/products/8-piece-bucket'
  const scripts = deployableScripts(full.out)
  const js = {
    product: firstLoadJs(full.out, productPage, scripts),
    cart: firstLoadJs(full.out, 'KFC/shop/cart', scripts),
    checkout: firstLoadJs(full.out, 'avis/products/checkout', scripts),
    directory: firstLoadJs(full.out, '', scripts),
  }
  const byRouteType = firstLoadJsByRouteType(full.out, scripts)
  const [heaviestType, heaviest] = Object.entries(byRouteType).sort(([, a], [, b]) => b.gzip - a.gzip)[0] ?? []
  if (!heaviestType || !heaviest) throw new Error('the build has no page with a payload')
  const analyticsLater = lazyAnalyticsJs(full.out, firstLoadFiles(full.out, productPage, scripts), scripts)
  step('Timing client navigation in Chromium (4× CPU throttling)…')
  // Loaded only now: a refused command line or --help answers without loading the browser library.
  const { measureNavigation } = await import('./bench/navigationTiming.ts')
  const navigation = await measureNavigation(full.out)
  step('Timing page loads in Chromium (4× CPU throttling, then a mobile network as well)…')
  const { measurePageLoad } = await import('./bench/pageLoad.ts')
  const loadRoute = 'KFC/shop/cart'
  const pageLoad = await measurePageLoad(full.out, loadRoute, readFileSync(join(full.out, loadRoute, 'index.html'), 'utf8'))
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    build: {
      pages: full.summary.pages,
      wallSeconds: round(full.run.seconds),
      pagesPerSecond: round(full.summary.pages / full.run.seconds),
      peakRssMb: full.summary.peakRssMb,
      htmlBytes: full.summary.htmlBytes,
      deployableBytes: full.summary.totalBytes,
    },
    floor: {
      pages: floor.pages,
      loopSeconds: round(floor.loopSeconds),
      wallSeconds: round(floorRun.seconds),
      peakRssMb: floor.peakRssMb,
    },
    buildOverFloor: round(full.run.seconds / floorRun.seconds),
    buildOverRenderLoop: round(full.run.seconds / floor.loopSeconds),
    dataOnlyRebuild: {
      wallSeconds: round(dataOnly.run.seconds),
      ofCleanBuild: round(dataOnly.run.seconds / full.run.seconds),
      overRenderLoop: round(dataOnly.run.seconds / floor.loopSeconds),
    },
    vikeComparison: vike,
    firstLoadJs: js,
    firstLoadJsByRouteType: byRouteType,
    analyticsLibraryAfterIdle: analyticsLater,
    navigation,
    pageLoad,
  }
  const rows: [string, string][] = [
    ['pages built', String(full.summary.pages)],
    ['build wall time', `${round(full.run.seconds)} s`],
    ['pages per second', String(round(full.summary.pages / full.run.seconds))],
    ['build peak memory (RSS)', `${full.summary.peakRssMb} MB`],
    ['HTML bytes (all pages)', `${full.summary.htmlBytes}`],
    [
      'renderToString floor, same pages',
      `loop ${round(floor.loopSeconds)} s; process ${round(floorRun.seconds)} s (${floor.peakRssMb} MB)`,
    ],
    [
      'build / floor',
      `${round(full.run.seconds / floor.loopSeconds)}× the render loop, ${round(full.run.seconds / floorRun.seconds)}× the floor process`,
    ],
    [
      'data-only rebuild (one brand edited)',
      `${round(dataOnly.run.seconds)} s, ${Math.round((100 * dataOnly.run.seconds) / full.run.seconds)}% of the clean build, ${round(dataOnly.run.seconds / floor.loopSeconds)}× the render loop`,
    ],
    ...comparisonRows(vike),
    [`first-load JS, product page (${js.product.files} files)`, `${js.product.raw} B raw, ${js.product.gzip} B gzip`],
    ['first-load JS, cart page', `${js.cart.raw} B raw, ${js.cart.gzip} B gzip`],
    ['first-load JS, checkout page', `${js.checkout.raw} B raw, ${js.checkout.gzip} B gzip`],
    ['first-load JS, directory page', `${js.directory.raw} B raw, ${js.directory.gzip} B gzip`],
    [
      `first-load JS, heaviest of ${Object.keys(byRouteType).length} route types`,
      `${heaviestType}: ${heaviest.route}, ${heaviest.gzip} B gzip in ${heaviest.files} files`,
    ],
    [
      `Segment library, fetched after idle (${analyticsLater.files} files)`,
      `${analyticsLater.raw} B raw, ${analyticsLater.gzip} B gzip (product page total ${js.product.gzip + analyticsLater.gzip} B gzip)`,
    ],
    ...(['prefetched', 'cold'] as const).map((kind): [string, string] => {
      const { committed, frame, frameRange } = navigation[`${kind}Ms`]
      return [
        `click → rendered, ${kind} (4× CPU)`,
        `${frame} ms to its frame (${frameRange[0]}–${frameRange[1]}), ${committed} ms committed; median of ${navigation.rounds} round medians of ${navigation.runsPerRound} clicks`,
      ]
    }),
  ]
  for (const [name, timing] of [
    ['4× CPU', pageLoad.cpu],
    ['4× CPU + mobile network', pageLoad.mobile],
  ] as const) {
    const loads = `median of ${timing.rounds} round medians of ${timing.loadsPerRound} loads`
    const ms = (f: { median: number; range: [number, number] }) => `${f.median} ms (${f.range[0]}–${f.range[1]})`
    rows.push(
      [`/${loadRoute} first paint, bare HTML (${name})`, `${ms(timing.bareFcp)}, ${loads}`],
      [`/${loadRoute} first paint (${name})`, `${ms(timing.fcp)}, ${timing.fcpOverBare}× the bare HTML`],
      [`/${loadRoute} time to interactive (${name})`, ms(timing.tti)],
    )
  }
  if (options.scale || options.scaleDeploy) {
    const { measureDeploy } = await import('./bench/deployTiming.ts')
    const runs = []
    let deploy: Awaited<ReturnType<typeof measureDeploy>> | undefined
    let oneEdit: OneEditRun | undefined
    for (const size of scaleSizes) {
      step(`Building with ${scaleSizeLabel(size)}…`)
      const name = Object.values(size).join('-')
      const brandsDir = join(work, `brands-${name}`)
      const { catalogs } = writeScaledBrands(size, full.summary.pages, brandsDir)
      const big = buildRun(`pages-${name}`, { BRANDS_DIR: brandsDir })
      runs.push({
        pages: big.summary.pages,
        catalogs,
        wallSeconds: round(big.run.seconds),
        pagesPerSecond: round(big.summary.pages / big.run.seconds),
        msPerPage: round((big.run.seconds * 1000) / big.summary.pages),
        prerenderMsPerPage: round((big.summary.prerenderSeconds * 1000) / big.summary.pages),
        peakRssMb: big.summary.peakRssMb,
        files: big.summary.files,
        totalBytes: big.summary.totalBytes,
      })
      step(`  ${big.summary.pages} pages in ${round(big.run.seconds)} s, peak ${big.summary.peakRssMb} MB`)
      if (size === scaleSizes.at(-1)) {
        step('  One price edited, the same deployable rebuilt…')
        editOnePrice(brandsDir, 'KFC')
        const edit = buildRun(`pages-${name}`, { BRANDS_DIR: brandsDir }, [])
        oneEdit = {
          seconds: round(edit.run.seconds),
          percentOfClean: round((100 * edit.run.seconds) / big.run.seconds),
          pagesRendered: edit.summary.pagesRendered,
          filesPatched: edit.summary.filesPatched,
          kind: edit.summary.kind,
        }
        step(`  ${oneEdit.seconds} s, ${oneEdit.percentOfClean} % of the clean build`)
      }
      // Only the largest, and only when asked: 300,000 objects take the store about 22 minutes on two cores.
      if (options.scaleDeploy && size === scaleSizes.at(-1)) {
        step(`Deploying the ${big.summary.pages}-page site to a loopback S3 store (first, then unchanged)…`)
        deploy = await measureDeploy(big.out)
      }
      rmSync(join(work, `pages-${name}`), { recursive: true, force: true })
    }
    results.scale = runs
    results.oneEdit = oneEdit
    results.scaleDeploy = deploy && { pages: runs.at(-1)?.pages, ...deploy }
    for (const run of runs) {
      rows.push([
        `${run.pages} pages: build`,
        `${run.wallSeconds} s, ${run.pagesPerSecond} pages/s (${run.msPerPage} ms/page), prerender ${run.prerenderMsPerPage} ms/page, peak ${run.peakRssMb} MB`,
      ])
    }
    if (oneEdit) rows.push(oneEditRow(runs.at(-1)?.pages ?? 0, oneEdit))
    for (const [name, run] of Object.entries(deploy ?? {})) {
      rows.push([`${runs.at(-1)?.pages} pages: deploy, ${name}`, `${run.seconds} s, peak ${run.peakRssMb} MB (${run.summary})`])
    }
    step('Building with KFC’s catalog grown to 50,000 products, then timing its listing and cart beside the real site’s…')
    const { catalogSizeRows, measureCatalogSizes } = await import('./bench/catalogSizes.ts')
    const built = ({ out, run, summary }: ReturnType<typeof buildRun>) => ({
      out,
      seconds: run.seconds,
      pages: summary.pages,
      peakRssMb: summary.peakRssMb,
    })
    const catalogSizes = await measureCatalogSizes({
      small: built(full),
      brandsDir: join(work, 'brands-kfc-50000'),
      build: (brandsDir) => built(buildRun('kfc-50000', { BRANDS_DIR: brandsDir })),
    })
    results.catalogSizes = catalogSizes
    rows.push(...catalogSizeRows(catalogSizes))
  }
  const width = Math.max(...rows.map(([k]) => k.length))
  console.log(rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n'))
  mkdirSync('bench-results', { recursive: true })
  const json = `${JSON.stringify(results, null, 2)}\n`
  writeFileSync(join('bench-results', 'latest.json'), json)
  writeFileSync(join('bench-results', `bench-${(results.date as string).replace(/[:.]/g, '-')}.json`), json)
  console.log('Saved bench-results/latest.json')
} catch (error) {
  console.error(`Bench failed: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  rmSync(work, { recursive: true, force: true })
  rmSync(history, { recursive: true, force: true })
}

function round(n: number): number {
  return Math.round(n * 100) / 100
}
