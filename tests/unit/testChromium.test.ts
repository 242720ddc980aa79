// The Chromium that Vitest suites drive closes even when the browser does not quit: a teardown that waits on it must end.
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { launchChromium } from '../support/chromium.ts'

describe('launchChromium', () => {
  it('closes a browser that quits when asked', async () => {
    const chromium = await launchChromium()
    const exited = once(chromium.process, 'exit')
    await chromium.close()
    await exited
    expect(chromium.process.signalCode).not.toBe('SIGKILL')
  })

  it('kills a browser that does not quit, and the close ends', async () => {
    const chromium = await launchChromium()
    const exited = once(chromium.process, 'exit')
    // A stopped process answers nothing, as a hung one would; only SIGKILL ends it. (Sent with process.kill by pid:
    // the child's own kill() would mark it killed, which is not what a hang looks like to Playwright's close.)
    process.kill(chromium.process.pid as number, 'SIGSTOP')
    await chromium.close()
    await exited
    expect(chromium.process.signalCode).toBe('SIGKILL')
  })
})
