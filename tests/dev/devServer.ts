// Starts the real dev server (`vike dev`, what `npm run dev` runs) as a child process on a free port on 127.0.0.1,
// with the environment given (BRANDS_DIR, ANALYTICS_SOURCES), and stops it again.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { stripVTControlCharacters } from 'node:util'
import { hasExited, killGroup, slow, within } from '../support/processEnd.ts'

export interface DevServer {
  url: string
  /** Everything the server printed so far, for failure messages. */
  output(): string
  stop(): Promise<void>
}

const readyLine = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)\//

export async function startDevServer(env: Record<string, string>, readyWithinMs = 60_000): Promise<DevServer> {
  // Port 0: the system picks a free port, which the server prints; no port can be taken by something else meanwhile.
  const child = spawn(process.execPath, ['node_modules/vike/bin.js', 'dev', '--port', '0', '--host', '127.0.0.1'], {
    // Vitest's own NODE_ENV=test would reach the server's React; a developer's shell has none.
    env: { ...process.env, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // The leader of a process group of its own: stopping it ends whatever it started too (killGroup).
    detached: true,
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += stripVTControlCharacters(chunk.toString('utf8'))
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(`did not print its address within ${readyWithinMs} ms`), readyWithinMs)
    const fail = (why: string) => {
      clearTimeout(timer)
      void killGroup(child, 'The dev server')
      reject(new Error(`The dev server ${why}:\n${output}`))
    }
    child.on('exit', (code, signal) => fail(`exited (${signal ?? code}) before it was ready`))
    child.stdout?.on('data', () => {
      const found = readyLine.exec(output)?.[1]
      if (!found) return
      clearTimeout(timer)
      child.removeAllListeners('exit')
      resolve(found)
    })
  })
  return { url, output: () => output, stop: () => stop(child) }
}

// Vite closes its watcher and sockets on SIGTERM; a server that has not exited within this is killed, group and all.
const stopWithinMs = 10_000

async function stop(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return
  const exited = once(child, 'exit').then(() => true)
  child.kill('SIGTERM')
  if (await within(exited, stopWithinMs, false)) return
  slow(`the dev server did not stop within ${stopWithinMs} ms of SIGTERM; killing it`)
  await killGroup(child, 'The dev server')
}
