// Moves and scales an SVG path, so one drawn object (a bucket, a box, a car body) can be placed in several motifs
// instead of being drawn again by hand. Runs when motifs are defined, never in the browser.

/** Which of a command's numbers are x (1), y (2), scaled lengths (3) or left alone (0), per argument group. */
const roles: Record<string, number[]> = {
  M: [1, 2],
  L: [1, 2],
  T: [1, 2],
  H: [1],
  V: [2],
  C: [1, 2, 1, 2, 1, 2],
  S: [1, 2, 1, 2],
  Q: [1, 2, 1, 2],
  A: [3, 3, 0, 0, 0, 1, 2],
  Z: [],
}

const round = (n: number) => String(Math.round(n * 100) / 100)

export function placePath(d: string, { dx = 0, dy = 0, s = 1 }: { dx?: number; dy?: number; s?: number }): string {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? []
  const out: string[] = []
  let command = ''
  let i = 0
  while (i < tokens.length) {
    const token = tokens[i] as string
    if (/[a-zA-Z]/.test(token)) {
      command = token
      out.push(token)
      i++
      if (command.toUpperCase() === 'Z') continue
    }
    const upper = command.toUpperCase()
    const relative = command !== upper
    const group = roles[upper]
    if (!group) throw new Error(`placePath: unknown path command "${command}" in "${d}"`)
    for (const role of group) {
      const n = Number(tokens[i++])
      if (role === 0) out.push(String(n))
      else if (role === 3) out.push(round(n * s))
      else out.push(round(relative ? n * s : n * s + (role === 1 ? dx : dy)))
    }
  }
  // Written as tightly as SVG allows (a space only between two numbers, none before a minus sign or a command):
  // these paths travel in page payloads.
  return out.reduce((d, token) => (/^[a-zA-Z-]/.test(token) || /[a-zA-Z]$/.test(d) || d === '' ? d + token : `${d} ${token}`), '')
}
