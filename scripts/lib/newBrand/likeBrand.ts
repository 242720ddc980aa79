// `--like KFC`: the new brand starts as a copy of another brand's file as written (pages, catalog, theme, chrome,
// copy), under its own prefix and name. The other brand's name is replaced where it stands as a word in the text;
// its redirects are dropped (they map that brand's old URLs). A layout that is the other brand's own becomes the
// new brand's own.
export interface LikeBrand {
  prefix: string
  /** The file's content as written. */
  json: Record<string, unknown>
}

/** `schema`: the brand JSON Schema's path relative to the brand folder. */
export function brandLike(like: LikeBrand, prefix: string, name: string, schema: string): Record<string, unknown> {
  const { $schema: _, prefix: __, name: likeName, layout, redirects: ___, ...rest } = like.json
  const renamed = typeof likeName === 'string' ? replaceWord(rest, likeName, name) : rest
  return {
    $schema: schema,
    prefix,
    name,
    ...(renamed as Record<string, unknown>),
    layout: layout === like.prefix ? prefix : layout,
  }
}

/** Every string in `value` with `word` (as a whole word) replaced by `by`. */
function replaceWord(value: unknown, word: string, by: string): unknown {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu')
  const visit = (item: unknown): unknown => {
    if (typeof item === 'string') return item.replace(pattern, () => by)
    if (Array.isArray(item)) return item.map(visit)
    if (item !== null && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, visit(v)]))
    return item
  }
  return visit(value)
}
