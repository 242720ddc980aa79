// The words visitors read, as passages for the spelling check (spelling.ts): a brand file's text fields, named by
// field path; the UI strings of a source file, named by file and line; the texts of a built page.
import { parseAst } from 'vite'
import type { Passage } from './spelling.ts'

/** Brand fields that are machine values (slugs, colors, page keys, ids, times), not words a visitor reads. */
const machineFields = new Set([
  ...['$schema', 'prefix', 'slug', 'layout', 'barcode', 'kind', 'id', 'after', 'currency', 'locale', 'departureDays'],
  ...['art', 'heroArt', 'theme', 'chrome', 'pages', 'productSlugs', 'sectionLayouts', 'middleware', 'redirects'],
  // Stored as "08:00-12:00" and shown in the brand's locale (lib/formatTime.ts).
  'timeWindows',
])

/** Every text of a brand file, named by its field path ("faq[3].answer"). */
export function brandPassages(file: string, data: unknown): Passage[] {
  const passages: Passage[] = []
  const visit = (value: unknown, path: string, key: string): void => {
    if (machineFields.has(key)) return
    // A product's "fulfilment" names a kind; the brand's is an object of options.
    if (key === 'fulfilment' && typeof value === 'string') return
    if (typeof value === 'string') passages.push({ where: `${file}: ${path}`, text: value })
    else if (Array.isArray(value)) for (const [i, item] of value.entries()) visit(item, `${path}[${i}]`, key)
    else if (value !== null && typeof value === 'object')
      for (const [k, item] of Object.entries(value)) visit(item, path ? `${path}.${k}` : k, k)
  }
  visit(data, '', '')
  return passages
}

/** JSX attributes that hold machine values even where they have spaces (class lists, ids, paths). */
const codeAttributes =
  /^(className|class|id|htmlFor|href|src|type|name|key|role|rel|autoComplete|inputMode|pattern|method|d|viewBox|aria-(labelledby|describedby|controls))$/

/**
 * A string literal a visitor may read: words with a space between them ("Arrival window"), or one capitalized word
 * ("Checkout"). Single code-like tokens ("pickup-or-delivery", "aria-labelledby", "fulfilment" as a field name)
 * are identifiers, not copy.
 */
const readable = (text: string) => /\p{L}\s+\p{L}/u.test(text) || /^\p{Lu}\p{Ll}+[.!?:]?$/u.test(text.trim())

type Node = { type: string; [key: string]: unknown }

/** The UI strings of one source file: JSX text, and string and template literals that read as words. */
export function sourcePassages(file: string, source: string): Passage[] {
  const passages: Passage[] = []
  const add = (text: string, node: Node) => {
    // A JSX text starts right after the tag before it: its line is that of its first word.
    const first = (node.start as number) + (text.length - text.trimStart().length)
    if (text.trim()) passages.push({ where: `${file}:${lineOf(source, first)}`, text })
  }
  const visit = (node: unknown, parent: Node | undefined): void => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent)
      return
    }
    const n = node as Node
    if (typeof n.type !== 'string') return
    // Module paths, and regular expressions written as raw strings, are not copy.
    if (n.type === 'ImportDeclaration' || n.type === 'ImportExpression' || n.type === 'ExportAllDeclaration') return
    if (n.type === 'ExportNamedDeclaration' && n.source) return
    if (n.type === 'TaggedTemplateExpression') return
    if (n.type === 'JSXAttribute' && codeAttributes.test(attributeName(n))) return
    if (n.type === 'JSXText') add(n.value as string, n)
    else if (n.type === 'Literal' && typeof n.value === 'string' && (parent?.type === 'JSXAttribute' || readable(n.value)))
      add(n.value, n)
    else if (n.type === 'TemplateLiteral') {
      const quasis = (n.quasis as Node[]).map((q) => (q.value as { cooked: string }).cooked)
      // The parts around the ${…} holes read as one sentence with a word in each hole.
      if (readable(quasis.join(' x '))) add(quasis.join(' x '), n)
    }
    for (const [key, child] of Object.entries(n)) if (key !== 'type') visit(child, n)
  }
  visit(parseAst(source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }, file), undefined)
  return passages
}

function attributeName(attribute: Node): string {
  const name = attribute.name as Node
  return name.type === 'JSXNamespacedName' ? `${(name.namespace as Node).name}:${(name.name as Node).name}` : String(name.name)
}

function lineOf(source: string, offset: number): number {
  let line = 1
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) line++
  return line
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (entities[name] ?? whole),
  )

const readAttributes =
  /\s(?:alt|title|aria-label|aria-description|placeholder)="([^"]*)"|<meta name="description" content="([^"]*)"/g

/**
 * The texts a built page shows: what is between its tags (scripts, styles and comments left out), its description
 * and the alt, title, aria-label and placeholder texts visitors and assistive technology read.
 */
export function pageTexts(html: string): string[] {
  const texts = [...html.matchAll(readAttributes)].map((m) => m[1] ?? m[2] ?? '')
  const body = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>|<!--[\s\S]*?-->/g, ' ')
  texts.push(...body.split(/<[^>]*>/))
  return texts.map((t) => decode(t).replace(/\s+/g, ' ').trim()).filter((t) => /\p{L}/u.test(t))
}
