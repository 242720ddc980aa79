// Which bytes of a file a Range header asks for. One range is served as 206; several are answered with the whole
// file (allowed, and simpler than multipart); a header we cannot satisfy or parse is a 416 rather than a guess.
// Numbers of any length are compared as numbers, so "bytes=0-99999999999999999999" is simply "to the end".
export type RangeAnswer = { start: number; end: number } | 'whole' | 'unsatisfiable'

const spec = /^(\d*)-(\d*)$/

export function byteRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return 'whole'
  const unit = /^\s*bytes\s*=(.*)$/i.exec(header)
  // Another unit is not ours to refuse: it is ignored.
  if (!unit) return 'whole'
  const specs = (unit[1] as string).split(',').map((part) => spec.exec(part.trim()))
  if (specs.some((match) => !match || (match[1] === '' && match[2] === ''))) return 'unsatisfiable'
  if (specs.length > 1) return 'whole'
  const [, first, last] = specs[0] as RegExpExecArray
  if (size === 0) return 'unsatisfiable'
  if (first === '') {
    const suffix = Number(last)
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Number(last)
  if (end < start || start >= size) return 'unsatisfiable'
  return { start, end: Math.min(end, size - 1) }
}
