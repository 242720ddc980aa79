import { describe, expect, test } from 'vitest'
import { staticStylesheets, withoutLinkedStylesheets } from '../../renderer/build/stylesheetDeps.ts'

const chunks = new Map([
  ['assets/entries/client.js', { imports: [], css: new Set(['assets/static/client.css']) }],
  ['assets/chunks/shared.js', { imports: ['assets/entries/client.js'], css: new Set<string>() }],
  ['assets/chunks/page.js', { imports: ['assets/chunks/shared.js'], css: new Set(['assets/static/page.css']) }],
  ['assets/chunks/part.js', { imports: ['assets/entries/client.js'], css: new Set(['assets/static/part.css']) }],
])

const declare = (deps: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(deps)})))=>i.map(i=>d[i]);\n`

describe('the stylesheets a dynamic import links', () => {
  test('a chunk brings its own stylesheets and those of everything it imports statically, through any depth', () => {
    expect([...staticStylesheets('assets/chunks/page.js', chunks)].sort()).toEqual([
      'assets/static/client.css',
      'assets/static/page.css',
    ])
  })

  test('stylesheets the importing chunk already brings leave the lists; the others keep their place', () => {
    const code = `${declare(['assets/static/client.css', 'assets/static/part.css'])}var a=s(()=>import("./part.js"),__vite__mapDeps([0,1])),b=s(()=>import("./other.js"),__vite__mapDeps([0]));`
    expect(withoutLinkedStylesheets(code, 'assets/chunks/page.js', chunks)).toBe(
      `${declare(['assets/static/part.css'])}var a=s(()=>import("./part.js"),__vite__mapDeps([0])),b=s(()=>import("./other.js"),[]);`,
    )
  })

  test('with nothing left to link, the list goes and each import links nothing', () => {
    const code = `${declare(['assets/static/client.css'])}var a=s(()=>import("./part.js"),__vite__mapDeps([0]));`
    expect(withoutLinkedStylesheets(code, 'assets/chunks/shared.js', chunks)).toBe('var a=s(()=>import("./part.js"),[]);')
  })

  test('a chunk that lacks one of the stylesheets keeps every list as Vite wrote it', () => {
    const code = `${declare(['assets/static/page.css'])}var a=s(()=>import("./page.js"),__vite__mapDeps([0]));`
    expect(withoutLinkedStylesheets(code, 'assets/chunks/part.js', chunks)).toBe(code)
    expect(withoutLinkedStylesheets('var a=1;', 'assets/chunks/part.js', chunks)).toBe('var a=1;')
  })
})
