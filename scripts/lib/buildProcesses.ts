// The build's child processes (the bundler, the prerender workers), forked without tsx's loader and tracked so that
// an interrupted or failed build stops them all at once: none may write into a staging folder being removed.
import { type ChildProcess, fork } from 'node:child_process'

const running = new Set<ChildProcess>()

/** The build's Node flags without tsx's loader: a child's entry is plain JavaScript and registers tsx itself if needed. */
export function withoutTsxLoader(execArgv: readonly string[]): string[] {
  const flags: string[] = []
  for (let i = 0; i < execArgv.length; i++) {
    const flag = execArgv[i] as string
    if (['--import', '--require', '-r'].includes(flag) && /(^|[\\/])tsx([\\/]|$)/.test(execArgv[i + 1] ?? '')) i++
    else if (!/^--(import|require)=(.*[\\/])?tsx([\\/]|$)/.test(flag)) flags.push(flag)
  }
  return flags
}

/** Forks `file` (an .mjs entry) with the build's Node flags but tsx's, sharing the build's output, with an IPC channel;
 *  `env` and `nodeFlags` are added to the build's own. */
export function forkBuildProcess(
  file: string,
  args: string[] = [],
  extra: { env?: Record<string, string>; nodeFlags?: string[] } = {},
): ChildProcess {
  const child = fork(file, args, {
    execArgv: [...withoutTsxLoader(process.execArgv), ...(extra.nodeFlags ?? [])],
    env: { ...process.env, ...extra.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  return child
}

/** Stops every child process of the build at once (an interrupted or failed build). */
export function killBuildProcesses(): void {
  for (const child of running) child.kill('SIGKILL')
}

/** Stops every child process of the build and resolves once they have all exited (reaped: no zombie is left),
 *  or after `withinMs` at the latest. */
export async function stopBuildProcesses(withinMs = 5000): Promise<void> {
  const exits = [...running].map(
    (child) =>
      new Promise<void>((exited) => {
        if (child.exitCode !== null || child.signalCode !== null) return exited()
        child.once('exit', () => exited())
      }),
  )
  killBuildProcesses()
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<void>((done) => {
    timer = setTimeout(done, withinMs)
  })
  await Promise.race([Promise.all(exits), late])
  clearTimeout(timer)
}
