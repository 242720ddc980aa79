// Text formats the scripts write: HTML-escaped text, and JSON laid out as the formatter would.

// Text or an attribute value written into the HTML the scripts generate (redirect pages, the gallery's index).

export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
}

// JSON laid out the way the project's formatter (Biome, 130 columns) lays out data files, so a file a script writes
// (a scaffolded brand, the brand JSON Schema) passes `biome ci` as it is: objects one entry per line, arrays of plain
// values on one line when it fits.
const lineWidth = 130

export function formatJson(value: unknown): string {
  return `${format(value, '', '', false)}\n`
}

/** `lead` is what precedes the value on its line (indent and key), `last` whether no comma follows it. */
function format(value: unknown, indent: string, lead: string, comma: boolean): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    const inner = `${indent}  `
    if (value.every((item) => item === null || typeof item !== 'object')) {
      const flat = `[${value.map((item) => JSON.stringify(item)).join(', ')}]`
      if (lead.length + flat.length + (comma ? 1 : 0) <= lineWidth) return flat
    }
    const items = value.map((item, i) => inner + format(item, inner, inner, i < value.length - 1))
    return `[\n${items.join(',\n')}\n${indent}]`
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
    if (entries.length === 0) return '{}'
    const inner = `${indent}  `
    const lines = entries.map(([key, item], i) => {
      const keyed = `${inner}${JSON.stringify(key)}: `
      return keyed + format(item, inner, keyed, i < entries.length - 1)
    })
    return `{\n${lines.join(',\n')}\n${indent}}`
  }
  return JSON.stringify(value)
}
