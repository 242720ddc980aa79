// A Chromium for Vitest suites that drive a browser themselves (the Playwright runner manages its own), with a close
// that always ends. `browser.close()` asks Chromium to quit and then waits for its process without a deadline; once in a
// while the headless shell never exits, and the suite's teardown hung until the hook timed out and failed a green run.
// So the browser runs as a server this module owns: closing waits a few seconds, then kills its process group.
import type { ChildProcess } from 'node:child_process'
import { type Browser, type BrowserServer, chromium } from '@playwright/test'
import { systemChromium } from '../../scripts/cli/environment.ts'

export interface TestChromium {
  browser: Browser
  /** The browser's main process. */
  process: ChildProcess
  /** Closes the browser, killing its processes when it has not quit within `quitWithinMs`. */
  close(): Promise<void>
}

const quitWithinMs = 5_000

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
    await server.kill()
    throw error
  }
}

async function close(browser: Browser, server: BrowserServer): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const quit = Promise.all([browser.close(), server.close()]).then(() => 'quit' as const)
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), quitWithinMs)
  })
  const outcome = await Promise.race([quit, late]).catch(() => 'failed' as const)
  clearTimeout(timer)
  // kill() sends SIGKILL to the whole process group and waits for it to be gone; on a browser that quit it does nothing.
  if (outcome !== 'quit') await server.kill()
}
