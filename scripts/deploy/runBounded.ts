/**
 * Runs `task` for every item, at most `limit` at a time. After the first failure no new task starts; the ones
 * already running are awaited, then the first error is thrown, so a failed phase never leaves requests behind.
 */
export async function runBounded<T>(items: ArrayLike<T>, limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  let failure: { error: unknown } | undefined
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++] as T
      try {
        await task(item)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  if (failure) throw failure.error
}
