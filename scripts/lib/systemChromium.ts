// The Chromium the browser tests and the gallery drive: CHROMIUM_PATH when set, else Debian's headless shell (the
// browser Playwright itself runs headless in), else Debian's full chromium, else none (Playwright's own build).
import { existsSync } from 'node:fs'

export function systemChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium']
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string))
}
