// The middle value of a benchmark's samples (the upper middle of an even count): one slow outlier on a shared
// machine does not move it.
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number
}
