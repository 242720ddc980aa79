// Where a page lives in the deployable and the payload inlined in its HTML: shared by the prerender workers, the
// finishing step, shards and the dev server, so each reads a page the same way.
import { payloadScriptId } from '../../renderer/pageModules.ts'

const payloadPattern = new RegExp(`<script id="${payloadScriptId}" type="application/json">([\\s\\S]*?)</script>`)

/** The route's folder in the deployable: "/" is the root, "/KFC/shop" is "KFC/shop". */
export function routeDir(path: string): string {
  return path === '/' ? '' : path.slice(1)
}

export function extractPayload(html: string, where: string): unknown {
  const match = payloadPattern.exec(html)
  if (!match?.[1]) throw new Error(`${where}: the page has no inline payload <script id="${payloadScriptId}">`)
  return JSON.parse(match[1])
}
