// Which build the flags ask for: a whole one, one shard of a sharded prerender (--shard I/N --out DIR), or the
// merge of a complete set of shard folders into the deployable (--merge DIR1 DIR2 … --out DIR).
import { type PrerenderShard, parseShard, ShardSpecError } from '../../routing/build/prerenderShard.ts'

export type BuildMode = { kind: 'whole' } | { kind: 'shard'; shard: PrerenderShard } | { kind: 'merge'; folders: string[] }

export interface ModeOptions {
  shard?: unknown
  merge?: unknown
  out?: unknown
}

/** Throws ShardSpecError naming the flag that is wrong. `defaultOut` is where a deployable goes by default. */
export function buildMode(options: ModeOptions, args: readonly string[], defaultOut: string): BuildMode {
  const merging = options.merge !== undefined && options.merge !== false
  if (options.shard !== undefined && merging) {
    throw new ShardSpecError(
      '--shard and --merge exclude each other: build every shard with --shard, then merge them with --merge',
    )
  }
  if (!merging && args.length > 0) {
    throw new ShardSpecError(
      `Unexpected argument${args.length > 1 ? 's' : ''} ${args.map((a) => `"${a}"`).join(', ')} (only --merge takes folders)`,
    )
  }
  if (merging) {
    if (options.merge !== true)
      throw new ShardSpecError('--merge takes no value: give the shard folders after it, --merge DIR1 DIR2 … --out DIR')
    if (args.length === 0) throw new ShardSpecError('--merge needs the shard folders: --merge DIR1 DIR2 … --out DIR')
    return { kind: 'merge', folders: [...args] }
  }
  if (options.shard === undefined) return { kind: 'whole' }
  if (options.shard === true || options.shard === '') throw new ShardSpecError('--shard needs a value: --shard I/N (e.g. 2/3)')
  const shard = parseShard(String(options.shard))
  if (options.out === defaultOut) {
    throw new ShardSpecError(
      `--shard needs --out DIR: a shard is a part of a deployable, not one, so it does not go to ${defaultOut}`,
    )
  }
  return { kind: 'shard', shard }
}
