// The project folder every build-time path is relative to: PROJECT_ROOT when set (tests), else the working directory.
import { resolve } from 'node:path'

export function projectRoot(): string {
  return resolve(process.env.PROJECT_ROOT ?? process.cwd())
}
