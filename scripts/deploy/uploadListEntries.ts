// The upload list read as a stream of entries: a 300,000-object site's list is about 70 MB of JSON, and parsing it
// whole held that text and every entry as an object at once. This reads the file a chunk at a time, cuts the
// top-level array into its elements (tracking strings and nesting, so any valid JSON list reads the same as with
// JSON.parse) and parses, checks and hands over one entry at a time.
import { closeSync, openSync, readSync } from 'node:fs'
import * as v from 'valibot'
import { UsageError } from '../cli/options.ts'

const relativePath = v.pipe(
  v.string(),
  v.check(
    (p) => p !== '' && !p.startsWith('/') && !p.includes('\\') && p.split('/').every((s) => s !== '' && s !== '.' && s !== '..'),
    'a relative path with forward slashes',
  ),
)

// `source` lets one file be published under a second key too (an extensionless `KFC/shop/cart` beside
// `KFC/shop/cart/index.html`); without it an entry's bytes come from the file at its own path.
const entrySchema = v.object({
  path: relativePath,
  source: v.optional(relativePath),
  contentType: v.pipe(v.string(), v.minLength(1)),
  cacheControl: v.pipe(v.string(), v.minLength(1)),
  contentEncoding: v.optional(v.literal('gzip')),
  bytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

export type UploadListEntry = v.InferOutput<typeof entrySchema>

const chunkBytes = 1 << 16
const [quote, backslash, comma] = ['"', '\\', ','].map((c) => c.charCodeAt(0)) as [number, number, number]
const opening = new Set(['[', '{'].map((c) => c.charCodeAt(0)))
const closing = new Set([']', '}'].map((c) => c.charCodeAt(0)))
const space = new Set([' ', '\t', '\n', '\r'].map((c) => c.charCodeAt(0)))

/** Calls `each` with every entry of the list in order; refuses a list that is not a JSON array of entries, naming
 *  the first few problems as `<index>.<field>: <message>`. */
export function readUploadList(listFile: string, each: (entry: UploadListEntry, index: number) => void): void {
  const problems: string[] = []
  let index = 0
  forEachElement(listFile, (text) => {
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch (error) {
      throw new UsageError(`The upload list ${listFile} is not valid JSON: ${(error as Error).message}`)
    }
    const result = v.safeParse(entrySchema, json)
    if (result.success) each(result.output, index)
    else if (problems.length < 3) {
      const issue = result.issues[0]
      const field = issue && v.getDotPath(issue)
      problems.push(`${index}${field ? `.${field}` : ''}: ${issue?.message}`)
    }
    index++
  })
  if (problems.length > 0) throw new UsageError(`The upload list ${listFile} is malformed: ${problems.join('; ')}`)
}

/** Each element of the file's top-level array as its JSON text. UTF-8 never uses bytes below 0x80 inside a
 *  character, so the structural bytes can be found byte by byte. */
function forEachElement(file: string, each: (text: string) => void): void {
  const invalid = (why: string) => new UsageError(`The upload list ${file} is not valid JSON: ${why}`)
  const fd = openSync(file, 'r')
  try {
    const chunk = Buffer.allocUnsafe(chunkBytes)
    let parts: Buffer[] = []
    let depth = 0
    let inString = false
    let escaped = false
    let started = false
    let ended = false
    let element = false
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) {
      let from = 0
      for (let i = 0; i < read; i++) {
        const byte = chunk[i] as number
        if (inString) {
          if (escaped) escaped = false
          else if (byte === backslash) escaped = true
          else if (byte === quote) inString = false
          continue
        }
        if (ended) {
          if (!space.has(byte)) throw invalid('text after the list')
          continue
        }
        if (!started) {
          if (space.has(byte)) continue
          if (byte !== '['.charCodeAt(0)) throw invalid('it is not a list')
          started = true
          depth = 1
          from = i + 1
          continue
        }
        if (byte === quote) {
          inString = true
          element = true
        } else if (opening.has(byte)) {
          depth++
          element = true
        } else if (closing.has(byte)) {
          depth--
          if (depth === 0) {
            parts.push(chunk.subarray(from, i))
            const text = Buffer.concat(parts).toString('utf8')
            if (element || text.trim() !== '') each(text)
            parts = []
            ended = true
          }
        } else if (byte === comma && depth === 1) {
          parts.push(chunk.subarray(from, i))
          each(Buffer.concat(parts).toString('utf8'))
          parts = []
          from = i + 1
          element = false
        } else if (!space.has(byte)) element = true
      }
      // The chunk buffer is reused: keep a copy of the element begun in it.
      if (started && !ended) parts.push(Buffer.from(chunk.subarray(from, read)))
    }
    if (!ended) throw invalid(started ? 'the list does not end' : 'the file is empty')
  } finally {
    closeSync(fd)
  }
}
