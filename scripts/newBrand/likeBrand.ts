// `--like KFC`: the new brand starts as a copy of another brand's file as written (pages, catalog, theme, chrome,
// copy), under its own prefix and name. The other brand's name is replaced where it stands as a word in the text;
// its redirects and short name are dropped (they map that brand's old URLs, and abbreviate its name). A layout that is the other brand's own becomes the
// new brand's own.
export interface LikeBrand {
  prefix: string
  /** The file's content as written. */
  json: Record<string, unknown>
}

/** `schema`: the brand JSON Schema's path relative to the brand folder. */
export function brandLike(like: LikeBrand, prefix: string, name: string, schema: string): Record<string, unknown> {
  const { $schema: _, prefix: __, name: likeName, shortName: ____, layout, redirects: ___, ...rest } = like.json
  // A picture's label holds at most 4 characters: where the other brand's name was one, the new prefix's start is.
  const renamed = typeof likeName === 'string' ? replaceWord(rest, likeName, name, prefix.slice(0, 4)) : rest
  return {
    $schema: schema,
    prefix,
    name,
    ...(renamed as Record<string, unknown>),
    layout: layout === like.prefix ? prefix : layout,
  }
}

/** Every string in `value` with `word` (as a whole word) replaced by `by`; in a picture's `label`, by `shortBy`. */
function replaceWord(value: unknown, word: string, by: string, shortBy: string): unknown {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu')
  const visit = (item: unknown, key?: string): unknown => {
    if (typeof item === 'string') return item.replace(pattern, () => (key === 'label' ? shortBy : by))
    if (Array.isArray(item)) return item.map((entry) => visit(entry))
    if (item !== null && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, visit(v, k)]))
    return item
  }
  return visit(value)
}
