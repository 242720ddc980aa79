// Spell-checks what visitors read with cspell, US English and the project's words and flagged British spellings
// (cspell.config.yaml), offline: the dictionaries ship in npm packages. Used by tests/unit/spelling.test.ts (brand
// data and UI strings) and tests/e2e/spelling.spec.ts (the built pages).
import { fileURLToPath } from 'node:url'
import { spellCheckDocument } from 'cspell-lib'

export const spellingConfig = fileURLToPath(new URL('../../../cspell.config.yaml', import.meta.url))

/** A text a visitor reads, and where it comes from ("brands/avis.json: faq[3].answer"). */
export interface Passage {
  where: string
  text: string
}

/**
 * One line per misspelled word: `<where>: "licence"` (with the US word where the config names one: `"queue"
 * (US: line)`). All passages are checked as one document, one passage a line, so the dictionaries load once.
 */
export async function misspellings(passages: readonly Passage[]): Promise<string[]> {
  const lines = passages.map((p) => p.text.replace(/[\r\n\u2028\u2029]+/g, ' '))
  const starts: number[] = []
  let offset = 0
  for (const line of lines) {
    starts.push(offset)
    offset += line.length + 1
  }
  const result = await spellCheckDocument(
    { uri: 'file:///visible-text.txt', text: lines.join('\n'), languageId: 'plaintext', locale: 'en-US' },
    { configFile: spellingConfig, noConfigSearch: true, generateSuggestions: false },
    {},
  )
  if (result.errors?.length) throw new Error(`cspell: ${result.errors.map((e) => e.message).join('; ')}`)
  if (!result.checked) throw new Error('cspell did not check the text (is plaintext enabled in cspell.config.yaml?)')
  return result.issues.map((issue) => {
    const line = lastAtOrBefore(starts, issue.offset)
    const usWord = issue.isFlagged ? issue.suggestionsEx?.find((s) => s.isPreferred)?.word : undefined
    return `${passages[line]?.where}: "${issue.text}"${usWord ? ` (US: ${usWord})` : issue.isFlagged ? ' (flagged)' : ''}`
  })
}

function lastAtOrBefore(sorted: readonly number[], value: number): number {
  let low = 0
  let high = sorted.length - 1
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if ((sorted[mid] ?? 0) <= value) low = mid
    else high = mid - 1
  }
  return low
}
