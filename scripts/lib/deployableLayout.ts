// The deployable as every room reads it — the build writes it, the preview server and the deploy serve and upload
// it, the host files and the dev loop describe it: where it lives, how a file is cached and compressed, a page's
// folder and payload, the host's URL paths, and the build manifests.
//
// Where a build puts things around the --out path, and how an earlier deployable is recognised. The deployable and
// its upload list live in versioned folders; one link names the current version and --out is a fixed link through
// it, so renaming that one link switches the deployable. The upload list beside --out is a plain file, a copy of the
// version's own, replaced by a rename right after the switch:
//
//   <out>                         → .<name>.current/site
//   <out>.upload-list.json        a plain file: the current version's upload list
//   .<name>.current               → .<name>.deploys/<time>-<buildId>
//   .<name>.deploys/<time>-<id>/  site/ (the deployable) + upload-list.json
//
// No link goes through "..", and the list is no link at all: every tool (the kernel, Node's realpath and require,
// rsync, cp, an upload tool of any kind) reads the same files. Readers that resolve --out (the deploy, the preview
// server) take the list inside the version they resolved, so the instant between the two renames never pairs a
// deployable with another build's list.
import { existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { constants, gzipSync } from 'node:zlib'
import { lookup } from 'mrmime'
import { payloadScriptId } from '../../renderer/pageModules.ts'
import type { BuildManifest, RouteRule } from '../../routing/buildRules.ts'
import type { RouteTable } from '../../routing/routeTable.ts'

/** Builds keep the linked version and the one before it, for readers still holding the previous one. */
export const keptVersions = 2

export const versionFolderPattern = /^\d+-([0-9a-f]+|legacy)$/

/** An earlier deployable has the manifest and the not-found page every build writes. */
export function isDeployable(dir: string): boolean {
  return existsSync(join(dir, 'builds', 'latest.json')) && existsSync(join(dir, '404.html'))
}

export function versionsFolder(out: string): string {
  return join(dirname(out), `.${basename(out)}.deploys`)
}

export function isVersionsFolder(dir: string): boolean {
  return /^\..+\.deploys$/.test(basename(dir))
}

/** The link naming the current version folder. */
export function currentLink(out: string): string {
  return join(dirname(out), `.${basename(out)}.current`)
}

export function uploadListPath(out: string): string {
  return join(dirname(out), `${basename(out)}.upload-list.json`)
}

/** Relative target of the fixed link at --out, through the current-version link. */
export function outLinkTarget(out: string): string {
  return `${basename(currentLink(out))}/site`
}

/** The name of the upload list inside a version folder, beside its `site/`. */
export const versionUploadList = 'upload-list.json'

/**
 * The upload list that describes the deployable at `root` (its real path), served or deployed as `dir` (maybe a
 * link to it): the list inside its version folder when it is one, else `<root>.upload-list.json`, else
 * `<dir>.upload-list.json`. Undefined when there is none.
 */
export function uploadListFor(root: string, dir: string): string | undefined {
  const inVersion = basename(root) === 'site' && isVersionsFolder(dirname(dirname(root)))
  const candidates = [
    ...(inVersion ? [join(dirname(root), versionUploadList)] : []),
    `${root}.upload-list.json`,
    `${dir.replace(/\/+$/, '')}.upload-list.json`,
  ]
  return candidates.find((file) => existsSync(file))
}

// One answer, for the upload list and the preview server alike, to "how may this file be cached?".
const immutable = 'public, max-age=31536000, immutable'
const revalidate = 'public, max-age=0, must-revalidate'

/** `path` is relative to the deployable, with forward slashes ("assets/chunks/x.js", "KFC/index.html"). */
export function cacheControl(path: string): string {
  // Hashed assets never change; a build's meta file is written once under its own id.
  if (path.startsWith('assets/') || path.startsWith('builds/meta/')) return immutable
  // HTML, _payload.json and builds/latest.json change with every deploy at the same URL.
  return revalidate
}

export function contentType(path: string): string {
  // The host files `_headers` and `_redirects` are text without an extension.
  const type = path === '_headers' || path === '_redirects' ? 'text/plain' : (lookup(path) ?? 'application/octet-stream')
  return type.startsWith('text/') || type === 'application/json' || type === 'text/javascript' ? `${type}; charset=utf-8` : type
}

/** Text compresses to a third or less of its size; pictures, fonts (woff2) and archives are compressed already. */
const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/

/**
 * How this file is stored and sent: gzip for text. The deploy uploads such a file gzip-compressed, with
 * `Content-Encoding: gzip`, so a bucket serves a third of the bytes to every browser (they all accept gzip); the
 * preview server sends the same bytes.
 */
export function contentEncoding(path: string): 'gzip' | undefined {
  return compressible.test(contentType(path)) ? 'gzip' : undefined
}

// The bytes of a file stored gzip-encoded (contentEncoding above): level 9, no name and no time in the
// header, so the same file always gives the same bytes — the deploy compares them with the bucket's by digest.
export function gzipObject(content: Uint8Array): Buffer {
  return gzipSync(content, { level: constants.Z_BEST_COMPRESSION })
}

// URL paths of the deployable's files and folders as a host sees them: under the base, each segment
// percent-encoded (the host files' syntaxes require it, and it keeps a space or "#" from splitting a line).
/** `base` is "/" or "/demo/"; `path` is relative to the deployable ("KFC/shop", "assets/", ""). */
export function hostPath(base: string, path: string): string {
  return `${base}${path.split('/').map(encodeURIComponent).join('/')}`
}

/** A route of the table ("/", "/KFC/shop/cart") under the base. */
export function routeUrlPath(base: string, route: string): string {
  return hostPath(base, route.slice(1))
}

// Where a page lives in the deployable and the payload inlined in its HTML: shared by the prerender workers, the
// finishing step, shards and the dev server, so each reads a page the same way.
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

// The build manifests the client runtime reads to notice a new deploy and to route: builds/latest.json and
// builds/meta/<id>.json with the route rules ("matcher") and the list of prerendered routes.
/** Route rules per canonical path (without the deploy base): prerendered pages and redirects. */
export type BuildMeta = BuildManifest

export function buildMeta(id: string, timestamp: number, table: RouteTable): BuildMeta {
  const rules: Record<string, RouteRule> = {}
  for (const route of table.routes) rules[route.path] = { prerender: true }
  for (const { from, to } of table.redirects) rules[from] = { redirect: to }
  return {
    id,
    timestamp,
    matcher: { static: rules },
    prerendered: table.routes.map((r) => r.path),
  }
}
