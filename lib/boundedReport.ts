// Reports of problems stay readable whatever the size of the data: at most a few examples of each kind of problem,
// then how many more of that kind there are. 5,000 products with the same mistake are one kind with three examples
// and a count, not 5,000 lines; one problem naming 5,000 items names a few and counts the rest.

/** Examples shown of each kind of problem, and of each list of items within one. */
export const examplesShown = 3

/** A problem line's kind: the line with its particulars (indices, quoted values, paths, numbers) blanked out. */
export function problemKind(line: string): string {
  return line
    .replace(/\[\d+\]/g, '[]')
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(/\S*\/\S*/g, '…')
    .replace(/\d+(\.\d+)?/g, 'N')
}

/**
 * The lines grouped by kind (in order of first appearance), at most `shown` of each, each group followed by how
 * many more of its kind there are.
 */
export function boundedLines(lines: readonly string[], shown = examplesShown, kindOf = problemKind): string[] {
  const kinds = new Map<string, string[]>()
  for (const line of lines) {
    const kind = kindOf(line)
    const group = kinds.get(kind)
    if (group) group.push(line)
    else kinds.set(kind, [line])
  }
  return [...kinds.values()].flatMap((group) => [
    ...group.slice(0, shown),
    ...(group.length > shown ? [`… and ${count(group.length - shown)} more like ${shown === 1 ? 'this' : 'these'}`] : []),
  ])
}

/** `"a", "b", "c" and 497 more`: the first few items and how many others there are. */
export function boundedItems(items: readonly string[], shown = examplesShown): string {
  const named = items.slice(0, shown).join(', ')
  return items.length > shown ? `${named} and ${count(items.length - shown)} more` : named
}

function count(n: number): string {
  return n.toLocaleString('en-US')
}
