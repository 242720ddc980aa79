// Whole builds of a small brand set: the deployable contract, reproducibility, XSS safety, base path, and that a
// failed build leaves the previous deployable untouched. Builds run one after another (one file, sequential).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractPayload } from '../../scripts/lib/deployableLayout.ts'
import { createStaticServer } from '../../scripts/server/staticServer.ts'
import { launchChromium } from '../support/chromium.ts'
import { build, fixtureBrands, hostileName, sharedPlainBuild, snapshot } from './fixtureBuild.ts'

const work = mkdtempSync(join(tmpdir(), 'build-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('a full build', () => {
  const brands = fixtureBrands(work, 'brands')
  const outA = join(work, 'a', 'site')
  const first = build(brands, outA, join(work, 'history-a'))

  it('succeeds and writes HTML, payload and manifests for every page', () => {
    expect(first.output).toMatch(/Built \d+ pages/)
    expect(first.status).toBe(0)
    const meta = JSON.parse(readFileSync(join(outA, 'builds', 'latest.json'), 'utf8'))
    expect(meta).toEqual({ id: expect.stringMatching(/^[0-9a-f]{16}$/), timestamp: 1790000000000 })
    const full = JSON.parse(readFileSync(join(outA, 'builds', 'meta', `${meta.id}.json`), 'utf8'))
    expect(full.prerendered).toContain('/KFC/shop/cart')
    expect(existsSync(join(outA, '404.html'))).toBe(true)
    for (const route of full.prerendered as string[]) {
      const dir = join(outA, route)
      const html = readFileSync(join(dir, 'index.html'), 'utf8')
      expect(html).toContain(`data-build-id="${meta.id}"`)
      expect(JSON.parse(readFileSync(join(dir, '_payload.json'), 'utf8')), route).toEqual(extractPayload(html, route))
    }
    expect(readFileSync(join(outA, 'KFC', 'menu', 'index.html'), 'utf8')).toContain('url=/KFC/shop')
    const uploads = JSON.parse(readFileSync(join(work, 'a', 'site.upload-list.json'), 'utf8'))
    expect(uploads).toContainEqual(
      expect.objectContaining({ path: 'KFC/shop/cart/index.html', contentType: 'text/html; charset=utf-8' }),
    )
  })

  it('writes the host files: cache policy and security headers, the redirects as 301s, and robots.txt disallowing all', () => {
    const headers = readFileSync(join(outA, '_headers'), 'utf8')
    expect(headers).toMatch(
      /^\/\*\n {2}X-Content-Type-Options: nosniff\n {2}Referrer-Policy: strict-origin-when-cross-origin\n {2}X-Robots-Tag: noindex\n/,
    )
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n')
    expect(headers).toContain('/builds/meta/*\n  Cache-Control: public, max-age=31536000, immutable\n')
    expect(headers).toContain('/builds/latest.json\n  Cache-Control: public, max-age=0, must-revalidate\n')
    expect(headers).toContain('/KFC\n  Cache-Control: public, max-age=0, must-revalidate\n')
    expect(readFileSync(join(outA, '_redirects'), 'utf8')).toContain('/KFC/menu /KFC/shop 301\n')
    expect(readFileSync(join(outA, 'robots.txt'), 'utf8')).toContain('User-agent: *\nDisallow: /\n')
    expect(existsSync(join(outA, 'sitemap.xml'))).toBe(false)
    const uploads = JSON.parse(readFileSync(join(work, 'a', 'site.upload-list.json'), 'utf8')) as {
      path: string
      source?: string
    }[]
    for (const file of ['_headers', '_redirects', 'robots.txt']) expect(uploads.map((e) => e.path)).toContain(file)
    expect(uploads).toContainEqual(
      expect.objectContaining({
        path: 'KFC/shop/cart',
        source: 'KFC/shop/cart/index.html',
        contentType: 'text/html; charset=utf-8',
      }),
    )
  })

  it('keeps a "</script>" in brand data inert', () => {
    const html = readFileSync(join(outA, 'KFC', 'shop', 'index.html'), 'utf8')
    expect(html).not.toContain('</script><script>alert')
    const payload = extractPayload(html, 'KFC/shop') as { page: { products: { name: string }[] } }
    expect(payload.page.products[0]?.name).toBe(hostileName)
    expect(html).toContain('Bucket &lt;/script&gt;&lt;script&gt;alert')
  })

  it('is byte-identical when built again from the same input', () => {
    const outB = sharedPlainBuild()
    const a = snapshot(outA)
    const b = snapshot(outB)
    expect([...b.keys()]).toEqual([...a.keys()])
    expect([...b].filter(([file, content]) => a.get(file) !== content).map(([file]) => file)).toEqual([])
  })

  it('leaves the previous deployable untouched when the build fails', () => {
    const before = snapshot(outA)
    const broken = fixtureBrands(work, 'broken', (kfc) => {
      kfc.theme = { ...(kfc.theme as object), primary: 'crimson' }
    })
    const failed = build(broken, outA, join(work, 'history-a'))
    expect(failed.status).toBe(1)
    expect(failed.output).toMatch(/KFC\.json: theme\.primary: expected a colour like "#c8102e" \(got "crimson"\)/)
    expect(failed.output).toContain('is unchanged')
    expect(snapshot(outA)).toEqual(before)
  })

  // One more build covers four cases at once (each build costs seconds): changed brand data with a base path,
  // an origin to be indexed under and production analytics, into the same folder and history as the first build.
  describe('a second build with changed data, a base path, --indexable and ANALYTICS_ENV=PROD', () => {
    let oldId = ''
    let second: ReturnType<typeof build>
    let newBrand: ReturnType<typeof spawnSync>
    // Production builds refuse the shipped placeholder keys: ops supply their own table (here, new keys per source).
    const opsSources = join(work, 'ops-sources.json')
    const shipped = JSON.parse(readFileSync('analytics/sources.json', 'utf8'))
    const opsTable = {
      brandFamilies: shipped.brandFamilies,
      sources: Object.fromEntries(
        Object.entries(shipped.sources as Record<string, { prod: string }>).map(([name, source]) => [
          name,
          { ...source, prod: [...source.prod].reverse().join('') },
        ]),
      ),
    }
    writeFileSync(opsSources, JSON.stringify(opsTable))
    beforeAll(() => {
      oldId = JSON.parse(readFileSync(join(outA, 'builds', 'latest.json'), 'utf8')).id
      const changed = fixtureBrands(work, 'changed', (kfc) => {
        kfc.tagline = 'A new tagline for a new build'
        kfc.middleware = { 'shop/checkout': ['auth'] }
      })
      // A partner added with `npm run new-brand` builds at once: this build proves it without a build of its own.
      newBrand = spawnSync(
        process.execPath,
        ['scripts/run.mjs', 'scripts/new-brand.ts', 'Acme', '--like', 'KFC', '--name', 'Acme Chicken'],
        { env: { ...process.env, BRANDS_DIR: changed, CI: 'true' }, encoding: 'utf8' },
      )
      second = build(changed, outA, join(work, 'history-a'), {
        args: ['--base', '/demo/', '--indexable', 'https://demo.example.com'],
        env: { ANALYTICS_ENV: 'PROD', ANALYTICS_SOURCES: opsSources },
      })
    })

    it('succeeds with a new build id and carries the earlier build’s manifest', () => {
      expect(second.status, second.output).toBe(0)
      const newId = JSON.parse(readFileSync(join(outA, 'builds', 'latest.json'), 'utf8')).id
      expect(newId).not.toBe(oldId)
      expect(existsSync(join(outA, 'builds', 'meta', `${oldId}.json`))).toBe(true)
      expect(existsSync(join(outA, 'builds', 'meta', `${newId}.json`))).toBe(true)
      // Published as a symlink to a versioned folder; the previous version is kept, the upload list is the new one.
      expect(lstatSync(outA).isSymbolicLink()).toBe(true)
      expect(readdirSync(join(work, 'a', '.site.deploys'))).toHaveLength(2)
      const uploads = JSON.parse(readFileSync(join(work, 'a', 'site.upload-list.json'), 'utf8')) as { path: string }[]
      expect(uploads.map((entry) => entry.path)).toContain(`builds/meta/${newId}.json`)
    })

    it('builds the pages of a brand `npm run new-brand -- Acme --like KFC` wrote, as KFC’s are built', () => {
      expect(newBrand.stderr).toBe('')
      expect(newBrand.stdout).toMatch(/^Wrote \S+Acme\.json \(like KFC\): \d+ pages under \/Acme\n$/)
      expect(newBrand.status).toBe(0)
      const id = JSON.parse(readFileSync(join(outA, 'builds', 'latest.json'), 'utf8')).id
      const { prerendered } = JSON.parse(readFileSync(join(outA, 'builds', 'meta', `${id}.json`), 'utf8')) as {
        prerendered: string[]
      }
      const kfcPages = prerendered.filter((path) => path === '/KFC' || path.startsWith('/KFC/'))
      expect(prerendered.filter((path) => path === '/Acme' || path.startsWith('/Acme/'))).toEqual(
        kfcPages.map((path) => path.replace('/KFC', '/Acme')),
      )
      const cart = JSON.parse(readFileSync(join(outA, 'Acme', 'shop', 'cart', '_payload.json'), 'utf8'))
      expect(cart.brand).toMatchObject({ prefix: 'Acme', name: 'Acme Chicken' })
      expect(readFileSync(join(outA, 'Acme', 'index.html'), 'utf8')).toContain(
        '<title>Acme Chicken | A new tagline for a new build</title>',
      )
    })

    it('prefixes links and assets with the base path', () => {
      const html = readFileSync(join(outA, 'KFC', 'shop', 'cart', 'index.html'), 'utf8')
      expect(html).toMatch(/<script src="\/demo\/assets\/[^"]+\.js"/)
      expect(html).toContain('href="/demo/KFC/shop"')
      expect(html).not.toMatch(/(href|src)="\/(assets|KFC)\//)
    })

    it('writes host files under the base path, robots.txt allowing crawling and a sitemap of every page', () => {
      expect(readFileSync(join(outA, '_redirects'), 'utf8')).toContain('/demo/KFC/menu /demo/KFC/shop 301\n')
      const headers = readFileSync(join(outA, '_headers'), 'utf8')
      expect(headers).toContain('/demo/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n')
      expect(headers).not.toContain('X-Robots-Tag')
      expect(readFileSync(join(outA, 'robots.txt'), 'utf8')).toContain(
        'User-agent: *\nAllow: /demo/\nSitemap: https://demo.example.com/demo/sitemap.xml\n',
      )
      const meta = JSON.parse(readFileSync(join(outA, 'builds', 'latest.json'), 'utf8'))
      const { prerendered } = JSON.parse(readFileSync(join(outA, 'builds', 'meta', `${meta.id}.json`), 'utf8'))
      const locs = [...readFileSync(join(outA, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
      expect(locs.sort()).toEqual(
        (prerendered as string[]).map((path) => `https://demo.example.com/demo${path === '/' ? '/' : path}`).sort(),
      )
    })

    it('sends a visitor who is not signed in from an auth page to sign in, loading that page once even when its data cannot be fetched', async () => {
      const server = createStaticServer({ dir: outA, mode: 'object-store', base: '/demo/' })
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const chromium = await launchChromium()
      try {
        const page = await chromium.browser.newPage()
        await page.route(/^https:\/\/(cdn\.segment\.com|api\.segment\.io)\//, (route) => route.abort())
        // Fetching the page's own data again first, and loading the page in full when that failed, looped forever.
        await page.route(/\/KFC\/shop\/checkout\/_payload\.json/, (route) => route.abort())
        const loads: string[] = []
        page.on('request', (request) => request.isNavigationRequest() && loads.push(new URL(request.url()).pathname))
        await page.goto(`${origin}/demo/KFC/shop/checkout`)
        await page.waitForURL(/\/demo\/KFC\/shop\/account\?next=%2FKFC%2Fshop%2Fcheckout$/)
        await page.getByRole('button', { name: 'Sign in' }).waitFor()
        expect(loads).toEqual(['/demo/KFC/shop/checkout'])
      } finally {
        await chromium.close()
        await new Promise((done) => server.close(done))
      }
    })

    it('uses the production write keys of the table ops supplied, where the first build used the test keys', () => {
      const cartPayload = (dir: string) => JSON.parse(readFileSync(join(dir, 'KFC', 'shop', 'cart', '_payload.json'), 'utf8'))
      expect(cartPayload(sharedPlainBuild()).analytics).toEqual({ name: 'KFCcart', writeKey: shipped.sources.KFCcart.test })
      expect(cartPayload(outA).analytics).toEqual({ name: 'KFCcart', writeKey: opsTable.sources.KFCcart?.prod })
    })
  })

  it('removes its staging folder and lock and exits non-zero when interrupted', async () => {
    const out = join(work, 'interrupted', 'site')
    // Progress lines on (no CI): the signal goes in once bundling has started (--clean: bundled even when an earlier
    // build's bundles match), a phase of seconds, with the handler installed and Vike about to write into staging.
    const child = spawn(
      process.execPath,
      ['scripts/run.mjs', 'scripts/build.ts', '--clean', '--out', out, '--history', join(work, 'history-interrupted')],
      { env: { ...process.env, BRANDS_DIR: brands, CI: '', SOURCE_DATE_EPOCH: '1790000000' } },
    )
    let output = ''
    let progress = ''
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.stdout.on('data', (chunk) => {
      progress += chunk
    })
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
    const staging = join('dist', `.staging-${child.pid}`)
    await expect.poll(() => progress, { timeout: 60_000, interval: 20 }).toContain('Bundling with Vike')
    child.kill('SIGINT')
    expect(await exited).toBe(130)
    expect(output).toContain('Build interrupted (SIGINT). Nothing was written to')
    expect(existsSync(staging)).toBe(false)
    expect(existsSync(out)).toBe(false)
    expect(existsSync(join('dist', '.build.lock'))).toBe(false)
  })
})
