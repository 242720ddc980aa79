// Ctrl+C and SIGTERM at any stage of a build: the build stops with the conventional status (130/143), its child
// processes are stopped and reaped, its temporaries removed, and the previous deployable stays as it was. A signal is
// handled between steps, so the long synchronous finishing step is followed by a checkpoint: a signal that came
// meanwhile stops the build there, before it publishes, rather than being handled (or lost) afterwards.
import { stopBuildProcesses } from './processes.ts'

export type StopSignal = 'SIGINT' | 'SIGTERM'

/** Thrown by a checkpoint once a signal has come: the build's own error handling must stay quiet about it. */
export class BuildInterrupted extends Error {
  constructor(readonly signal: StopSignal) {
    super(`interrupted by ${signal}`)
    this.name = 'BuildInterrupted'
  }
}

export interface Interrupts {
  /** The signal that came, if one did. */
  readonly stopping: StopSignal | undefined
  /** Lets a signal that came during synchronous work be handled; throws BuildInterrupted if one did. */
  checkpoint(): Promise<void>
  /** At the very end: handles a signal still pending, then stops listening. */
  finish(): Promise<void>
}

/**
 * Listens for SIGINT and SIGTERM. On the first one, `stop` runs once the build's processes are stopped and reaped
 * (clean up, say what is left); then the process exits with 130 or 143.
 */
export function watchInterrupts(stop: (signal: StopSignal) => void): Interrupts {
  let stopping: StopSignal | undefined
  const onSignal = async (signal: StopSignal) => {
    if (stopping) return
    stopping = signal
    await stopBuildProcesses()
    stop(signal)
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  const listeners = { SIGINT: () => onSignal('SIGINT'), SIGTERM: () => onSignal('SIGTERM') }
  process.on('SIGINT', listeners.SIGINT)
  process.on('SIGTERM', listeners.SIGTERM)
  // Two turns of the event loop: the first may end before the loop has polled for the signal that came.
  const turn = async () => {
    for (let i = 0; i < 2; i++) await new Promise<void>((next) => setImmediate(next))
  }
  return {
    get stopping() {
      return stopping
    },
    async checkpoint() {
      await turn()
      if (stopping) throw new BuildInterrupted(stopping)
    },
    async finish() {
      await turn()
      if (stopping) return new Promise<void>(() => {}) // the handler exits the process
      process.off('SIGINT', listeners.SIGINT)
      process.off('SIGTERM', listeners.SIGTERM)
    },
  }
}
