// `npm run art-sheet`: every picture of the art vocabulary, and every badge, drawn at the sizes the site shows
// them (a cart thumbnail to a hero), on one page and in one screenshot, so a maintainer can judge at a glance
// whether each reads as what it shows. Offline: the page is written to disk and opened from there.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { badgeNames } from '../brand/art/badges.ts'
import { drawArt } from '../brand/art/drawArt.ts'
import { type MotifName, motifNames } from '../brand/art/motifs.ts'
import { ProductArt } from '../components/page/ProductArt.tsx'
import { runCommandLine } from './cli/commandLine.ts'
import { systemChromium } from './cli/environment.ts'
import { asList, asText, UsageError, valueOption } from './cli/options.ts'
import { escapeHtml } from './lib/formats.ts'

const { options } = runCommandLine({
  name: 'art-sheet',
  summary:
    'Draws every picture of the art vocabulary and every badge at the sizes the site shows them, on one page and in one screenshot. Offline.',
  options: {
    out: valueOption('--out', '<dir>', 'Folder for index.html and sheet.png (replaced)', asText, 'art-sheet'),
    motifs: valueOption(
      '--motifs',
      '<names>',
      'Only these motifs, comma-separated (default: all)',
      asList((name) => (motifNames.includes(name as MotifName) ? (name as MotifName) : undefined), 'a motif name'),
    ),
    color: valueOption('--color', '<hex>', 'The item colour to draw them in', asColor, '#c8102e'),
    sizes: valueOption(
      '--sizes',
      '<px>',
      'Widths to draw each picture at, comma-separated',
      asList((s) => (/^\d+$/.test(s) && +s >= 16 && +s <= 640 ? s : undefined), 'a width from 16 to 640 px'),
      '48,96,160',
    ),
  },
  environment: ['CHROMIUM_PATH'],
  exitStatus: '0 the sheet is written; 1 the browser could not draw it',
  examples: ['npm run art-sheet -- --motifs bucket,sandwich --sizes 48,160'],
})

function asColor(raw: string, flag: string): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(raw)) throw new UsageError(`Bad value for ${flag}: "${raw}" is not a colour like "#c8102e"`)
  return raw
}

const { color, sizes } = options
const asked = options.motifs ?? motifNames

const tile = (title: string, art: ReturnType<typeof drawArt>) =>
  `<figure>${sizes
    .map(
      (s) =>
        `<div style="width:${s}px">${renderToStaticMarkup(createElement(ProductArt, { art: { ...art, color }, label: title }))}</div>`,
    )
    .join('')}<figcaption>${escapeHtml(title)}</figcaption></figure>`

const pictures = (asked as MotifName[]).map((name) => tile(name, { ...drawArt({ motif: name, color }) }))
const badgeBase = (asked[0] ?? motifNames[0]) as MotifName
// Badges are shown on the full sheet only: a sheet of chosen motifs is for judging those.
const badged =
  options.motifs !== undefined
    ? []
    : badgeNames.map((badge) => tile(`badge ${badge}`, drawArt({ motif: badgeBase, color, badge })))
const html = `<!doctype html><meta charset="utf-8"><title>Art vocabulary</title>
<style>body{font:12px system-ui,sans-serif;margin:12px;--primary:#1f3a5f;--accent:#e0a03a;--heading-font:system-ui,sans-serif}
main{display:flex;flex-wrap:wrap;gap:10px}figure{margin:0;display:flex;gap:6px;align-items:end;border:1px solid #ddd;padding:6px}
figcaption{width:90px}svg{display:block;width:100%;height:auto}</style>
<main>${[...pictures, ...badged].join('')}</main>`

const out = resolve(String(options.out))
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
writeFileSync(join(out, 'index.html'), html)
const executablePath = systemChromium()
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox'] })
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
  await page.goto(pathToFileURL(join(out, 'index.html')).href)
  await page.screenshot({ path: join(out, 'sheet.png'), fullPage: true })
} finally {
  await browser.close()
}
console.log(`art-sheet: ${asked.length} pictures and ${badged.length} badges → ${join(out, 'index.html')}, sheet.png`)
