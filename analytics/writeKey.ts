// What a Segment write key looks like: the shipped table, a replaced one and a key a presenter pastes are all held
// to it, so a typo is caught where it is made rather than as silently lost events.
export const writeKeyPattern = /^[A-Za-z0-9]{20,64}$/

/** The reason a pasted key is unusable, or null when it looks right. */
export function writeKeyProblem(input: string): string | null {
  const key = input.trim()
  if (key === '') return 'Paste the write key of a Segment source.'
  if (/\s/.test(key)) return 'A write key has no spaces; paste just the key.'
  if (!writeKeyPattern.test(key)) {
    return `“${key.length > 24 ? `${key.slice(0, 24)}…` : key}” is not a write key: it should be 20 to 64 letters and digits (Segment → Sources → your source → Settings → API Keys).`
  }
  return null
}
