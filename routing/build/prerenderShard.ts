// Sharded prerender: `--shard I/N` prerenders about 1/N of the pages, so N machines can share one build. The pages
// are dealt round-robin over the sorted paths: shards differ by at most one page, and which shard holds a page
// depends only on the route table, never on the machine or the order of work.

export interface PrerenderShard {
  /** 1-based: shard 1 of 3 is the first. */
  index: number
  count: number
}

/** Shards at most: more than this many machines for one site is a typo, not a plan. */
export const maxShards = 256

export class ShardSpecError extends Error {
  override name = 'ShardSpecError'
}

/** Reads "I/N" (2/3: the second of three shards); throws ShardSpecError naming what is wrong. */
export function parseShard(text: string, what = '--shard'): PrerenderShard {
  const match = /^(\d{1,4})\/(\d{1,4})$/.exec(text.trim())
  if (!match) throw new ShardSpecError(`${what} "${text}" is not I/N (e.g. 2/3: the second of three shards)`)
  const index = Number(match[1])
  const count = Number(match[2])
  if (count < 1 || count > maxShards) throw new ShardSpecError(`${what} "${text}": N must be 1 to ${maxShards}`)
  if (index < 1 || index > count) throw new ShardSpecError(`${what} "${text}": I must be 1 to ${count}`)
  return { index, count }
}

export function shardName({ index, count }: PrerenderShard): string {
  return `${index}/${count}`
}

/** The paths shard `index` of `count` prerenders, in the order given. */
export function shardPaths(paths: readonly string[], { index, count }: PrerenderShard): string[] {
  const sorted = [...paths].sort()
  const mine = new Set(sorted.filter((_, position) => position % count === index - 1))
  return paths.filter((path) => mine.has(path))
}
