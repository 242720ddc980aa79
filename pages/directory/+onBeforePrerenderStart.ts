// https://vike.dev/onBeforePrerenderStart — the URL of every page of the site, from the route table. Vike allows one
// page's hook to list other pages' URLs; it routes each through the feature route functions. A sharded build
// (`--shard I/N`) lists only its share of them.
import { shardFromEnv, shardPaths } from '../../routing/build/prerenderShard.ts'
import { siteRoutes } from '../../routing/build/siteRoutes.ts'

export function onBeforePrerenderStart(): string[] {
  const paths = siteRoutes().table.routes.map((r) => r.path)
  const shard = shardFromEnv()
  return shard ? shardPaths(paths, shard) : paths
}
