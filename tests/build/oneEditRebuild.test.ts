// One product's price edited: the data-only rebuild renders only the pages that show it (its product page, the
// listing page and the category page it is on), patches the deployable at --out in place with the files that
// changed (no new version of the whole site), equals a clean build of the edited data byte for byte, keeps the build
// id (the other pages' HTML is byte for byte the last deploy's, the very same files), and the next deploy uploads
// only the objects that changed. The rebuild also has another timestamp than the build whose pages it reuses: no
// page reads it.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { categorySlugs } from '../../routing/listingPages.ts'
import { growCatalog } from '../../scripts/bench/scaledBrands.ts'
import { deployCommand } from '../../scripts/deploy/deployCommand.ts'
import { deployEnvironment, type S3TestServer, setEnvironment, startS3TestServer } from '../deploy/s3TestServer.ts'
import { build, fixtureBrands, snapshot } from './fixtureBuild.ts'

const work = mkdtempSync(join(tmpdir(), 'one-edit-'))
const savedEnv = { ...process.env }
let server: S3TestServer | undefined
afterAll(async () => {
  process.env = savedEnv
  await server?.close()
  rmSync(work, { recursive: true, force: true })
})

/** KFC grows to 100 products (three listing pages of the catalog); the 71st is the one edited. */
const catalogSize = 100
const edited = 70
interface Product {
  slug: string
  category: string
  price: number
}

function brands(name: string, priceEdit: number): { dir: string; products: Product[] } {
  let products: Product[] = []
  const dir = fixtureBrands(work, name, (kfc) => {
    kfc.products = growCatalog(kfc.products as Parameters<typeof growCatalog>[0], catalogSize)
    products = kfc.products as Product[]
    const product = products[edited] as Product
    product.price = Math.round((product.price + priceEdit) * 100) / 100
  })
  return { dir, products }
}

const report = (name: string) => join(work, `${name}.json`)
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'))
const firstEpoch = '1790000000'
const editEpoch = '1790086400'

describe('one product’s price edited', () => {
  const plain = brands('plain', 0)
  const priced = brands('priced', 1.5)
  const product = priced.products[edited] as Product
  const category = categorySlugs(priced.products.map((p) => p.category)).get(product.category)
  const showing = [`/KFC/shop/products/${product.slug}`, '/KFC/shop/page/2', `/KFC/shop/category/${category}`]
  const site = join(work, 'deployed', 'site')
  const clean = join(work, 'clean', 'site')
  const history = join(work, 'history')
  const metaOf = (dir: string) => {
    const { id } = readJson(join(dir, 'builds', 'latest.json')) as { id: string }
    return join('builds', 'meta', `${id}.json`)
  }
  const versions = () => readdirSync(join(work, 'deployed', '.site.deploys'))
  const pageFiles = (route: string) => [`${route.slice(1)}/index.html`, `${route.slice(1)}/_payload.json`]
  const changedFiles = [
    ...showing.flatMap(pageFiles),
    `KFC/_products/${product.slug}.json`,
    `KFC/_search/items/${Math.floor(edited / 16)}.json`,
    'builds/latest.json',
  ].sort()
  let uploadedByDeploy: () => Promise<string[]>

  it('rebuilds only the pages that show it and patches the deployable in place, as a clean build of the edited data would', async () => {
    // The clean build of the edited data first: the last build is then the unedited one, made next.
    const cleanRun = build(priced.dir, clean, join(work, 'clean-history'), {
      args: ['--clean'],
      env: { SOURCE_DATE_EPOCH: editEpoch },
    })
    expect(cleanRun.status, cleanRun.output).toBe(0)
    const firstRun = build(plain.dir, site, history, { args: ['--clean'], env: { SOURCE_DATE_EPOCH: firstEpoch } })
    expect(firstRun.status, firstRun.output).toBe(0)

    server = await startS3TestServer(['site'])
    setEnvironment(deployEnvironment(server.endpoint, work))
    const s3 = server
    uploadedByDeploy = async () => {
      const lines: string[] = []
      const output = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l), verbosity: 'phases' as const }
      const mark = s3.requests.length
      const code = await deployCommand(['s3://site', '--dir', site], { output, env: process.env, cwd: work })
      expect(code, lines.join('\n')).toBe(0)
      return s3.requests
        .slice(mark)
        .filter((r) => r.method === 'PUT')
        .map((r) => r.key)
        .sort()
    }
    await uploadedByDeploy()

    const before = snapshot(site)
    const [version] = versions()
    const untouched = 'KFC/shop/page/3/index.html'
    const inode = statSync(join(site, untouched)).ino
    const rebuild = build(priced.dir, site, history, {
      args: ['--report', report('rebuild')],
      env: { SOURCE_DATE_EPOCH: editEpoch },
    })
    expect(rebuild.status, rebuild.output).toBe(0)
    const counted = readJson(report('rebuild')) as Record<string, number | string>
    expect(counted).toMatchObject({
      kind: 'data-only',
      pagesRendered: showing.length,
      pagesReused: Number(counted.pages) - showing.length,
      filesPatched: changedFiles.length,
    })
    expect(rebuild.output).toContain(`${changedFiles.length} files patched in place`)
    // The same version, its other files the very same files: nothing but the changed ones was written.
    expect(versions()).toEqual([version])
    expect(statSync(join(site, untouched)).ino).toBe(inode)

    // The pages whose bytes the edit changes, found by comparing the two clean builds' pages: exactly those three;
    // and the files the patch changed, exactly those of the three pages and the product's data.
    const after = snapshot(clean)
    const changedPages = [...after.keys()]
      .filter((file) => /(^|\/)(index\.html|_payload\.json)$/.test(file) && before.get(file) !== after.get(file))
      .map((file) => `/${file.replace(/\/?(index\.html|_payload\.json)$/, '')}`)
    expect([...new Set(changedPages)].sort()).toEqual([...showing].sort())
    const rebuilt = snapshot(site)
    expect([...rebuilt.keys()].filter((file) => rebuilt.get(file) !== before.get(file)).sort()).toEqual(changedFiles)

    // Byte for byte a clean build's, but the meta of its id: the first build's, kept as it was (immutable).
    expect(metaOf(site)).toBe(metaOf(clean))
    expect(readJson(join(site, metaOf(site))).timestamp).toBe(Number(firstEpoch) * 1000)
    expect(readJson(join(site, 'builds', 'latest.json')).timestamp).toBe(Number(editEpoch) * 1000)
    rebuilt.delete(metaOf(site))
    after.delete(metaOf(clean))
    expect(rebuilt).toEqual(after)
    expect(readFileSync(`${site}.upload-list.json`, 'utf8')).toBe(readFileSync(`${clean}.upload-list.json`, 'utf8'))
  })

  it('the next deploy uploads only the objects that changed', async () => {
    // The page files, and the extensionless copy of each page the upload list adds.
    const extensionless = showing.map((route) => route.slice(1))
    expect(await uploadedByDeploy()).toEqual([...changedFiles, ...extensionless].sort())
  })
})
