// Runs one of the project's TypeScript commands (`node scripts/run.mjs scripts/build.ts [args…]`) at Node's own
// speed. tsx's loader costs every command about half a second before its first line runs (Node starts a thread for
// the loader hooks, and every import crosses to it); this runner instead compiles the command and the project modules
// it imports into one plain module with esbuild (packages stay imports) and imports that. The compiled module is kept
// in node_modules/.cache/storefront-commands and reused while every source it was made from is unchanged (checked by
// content, so an edit, a checkout or a pull is always picked up) and the project is the same folder: the module holds
// its sources' absolute URLs, and a worktree or a copy sharing node_modules must not run another folder's files.
// Plain JavaScript: it must run before anything is compiled.
import { createHash } from 'node:crypto'
import { accessSync, constants, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const digest = (text) => createHash('sha256').update(text).digest('hex')
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const cacheDir = writableCacheDir()
// Outputs this old are no longer imported by any command still starting; newer ones may be.
const staleAfterMs = 10 * 60_000

const [entryArg, ...commandArgs] = process.argv.slice(2)
if (!entryArg) {
  console.error('usage: node scripts/run.mjs <script.ts> [args…]')
  process.exit(2)
}
const entry = resolve(entryArg)
const name = relative(root, entry).replace(/[^\w.-]+/g, '_')
const manifestFile = join(cacheDir, `${name}.json`)

// The runner's own text is part of every key: a change to how commands are compiled compiles them again.
const runnerDigest = digest(readFileSync(fileURLToPath(import.meta.url)))

let compiled = reusableOutput()
try {
  compiled ??= await compile()
} catch (error) {
  // A compile error esbuild has already printed, naming the file and line; anything else is said here.
  if (!Array.isArray(error?.errors)) console.error(`Could not compile ${entryArg}: ${error?.message ?? error}`)
  process.exit(1)
}
// The command sees itself as run directly: its path in argv[1], its arguments after it.
process.argv.splice(1, process.argv.length - 1, entry, ...commandArgs)
// Stack traces name the TypeScript sources, as under tsx.
process.setSourceMapsEnabled(true)
await import(pathToFileURL(compiled).href)

/** The project's cache folder; a folder of the user's in the system's temporary one where node_modules is read-only. */
function writableCacheDir() {
  const own = join(root, 'node_modules', '.cache', 'storefront-commands')
  try {
    mkdirSync(own, { recursive: true })
    accessSync(own, constants.W_OK)
    return own
  } catch {
    return join(tmpdir(), `storefront-commands-${userInfo().uid}-${digest(root).slice(0, 8)}`)
  }
}

/** The compiled module of the last run, when the runner and every source it was made from are unchanged. */
function reusableOutput() {
  let manifest
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
    if (manifest.runner !== runnerDigest || manifest.root !== root) return undefined
    for (const [path, hash] of Object.entries(manifest.inputs))
      if (digest(readFileSync(join(root, path))) !== hash) return undefined
    statSync(manifest.output)
  } catch {
    return undefined
  }
  return manifest.output
}

async function compile() {
  const { build, stop } = await import('esbuild')
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    write: false,
    metafile: true,
    sourcemap: 'linked',
    outfile: join(cacheDir, `${name}.mjs`),
    logLevel: 'error',
    plugins: [ownModuleUrls()],
  })
  // esbuild's service process would otherwise stay beside the command to its end: some 30 MB of a build's peak.
  await stop()
  const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'))
  const map = result.outputFiles.find((file) => file.path.endsWith('.map'))
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs).map((path) => [path, digest(readFileSync(join(root, path)))]),
  )
  // Named by content, written aside and renamed into place: a command starting meanwhile imports a whole module.
  const id = digest(code.contents).slice(0, 16)
  const output = join(cacheDir, `${name}-${id}.mjs`)
  mkdirSync(cacheDir, { recursive: true })
  const temporary = `${output}.${process.pid}`
  writeFileSync(`${output}.map`, map.text.replace(/"sourceRoot":\s*"[^"]*"/, '"sourceRoot":""'))
  writeFileSync(temporary, code.text.replace(/sourceMappingURL=\S+/, `sourceMappingURL=${basename(output)}.map`))
  renameSync(temporary, output)
  writeFileSync(`${manifestFile}.${process.pid}`, JSON.stringify({ runner: runnerDigest, root, output, inputs }))
  renameSync(`${manifestFile}.${process.pid}`, manifestFile)
  removeStaleOutputs(output)
  return output
}

/** Removes this command's earlier outputs once old enough that no starting command can still be importing one. */
function removeStaleOutputs(current) {
  const now = Date.now()
  for (const file of readdirSync(cacheDir)) {
    const path = join(cacheDir, file)
    if (!file.startsWith(`${name}-`) || path.startsWith(current)) continue
    try {
      if (now - statSync(path).mtimeMs > staleAfterMs) rmSync(path, { force: true })
    } catch {
      // Removed by another run meanwhile.
    }
  }
}

/**
 * A module's `import.meta.url` is its own source file's URL, not the compiled module's: the build finds the files it
 * forks and compiles beside its sources through it.
 */
function ownModuleUrls() {
  return {
    name: 'own-module-urls',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
        if (args.path.includes(join('node_modules', ''))) return undefined
        const text = readFileSync(args.path, 'utf8')
        return {
          contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        }
      })
    },
  }
}
