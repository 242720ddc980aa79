// A Chromium for Vitest suites that drive a browser themselves (the Playwright runner manages its own), with a close
// that always ends. `browser.close()` asks Chromium to quit and then waits, without a deadline, until the process has
// exited and its pipes are closed; once in a while that never came, and the suite's teardown hung until the hook
// timed out and failed a green run. So the browser runs as a server this module owns, and closing it is bounded:
// a few seconds to quit, then its process group is killed and its pipes closed (processEnd.ts).
import type { ChildProcess } from 'node:child_process'
import { type Browser, type BrowserServer, chromium } from '@playwright/test'
import { systemChromium } from '../../scripts/cli/environment.ts'
import { killGroup, slow, within } from './processEnd.ts'

export interface TestChromium {
  browser: Browser
  /** The browser's main process. */
  process: ChildProcess
  /** Closes the browser, killing its processes when it has not quit within `quitWithinMs`. */
  close(): Promise<void>
}

const quitWithinMs = 5_000
// Playwright removes the browser's temporary profile once the process is closed; that is all that is left to wait for.
const cleanupWithinMs = 5_000

export async function launchChromium(args: string[] = []): Promise<TestChromium> {
  const executablePath = systemChromium()
  const server = await chromium.launchServer({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', ...args],
  })
  try {
    const browser = await chromium.connect(server.wsEndpoint())
    return { browser, process: server.process(), close: () => close(browser, server) }
  } catch (error) {
    await killGroup(server.process(), 'Chromium')
    await within(server.kill(), cleanupWithinMs, undefined)
    throw error
  }
}

async function close(browser: Browser, server: BrowserServer): Promise<void> {
  const quit = Promise.all([browser.close(), server.close()]).then(() => 'quit' as const)
  const outcome = await within(quit, quitWithinMs, 'not quit' as const)
  if (outcome === 'quit') return
  slow(`Chromium did not quit within ${quitWithinMs} ms, or failed to; killing it`)
  // Playwright launches the browser as the leader of its own process group.
  await killGroup(server.process(), 'Chromium')
  const killed = server.kill().then(() => true)
  if (!(await within(killed, cleanupWithinMs, false))) slow('Playwright did not finish closing Chromium')
}
