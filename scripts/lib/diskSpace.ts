// A write that failed for lack of space (ENOSPC) said plainly, with the file it was writing: the raw error reads
// "ENOSPC: no space left on device, copyfile '…' -> '…'", or arrives from a worker as text only.

/** The message for a write that failed for lack of space, or undefined for any other error. */
export function noSpaceMessage(error: unknown): string | undefined {
  const { code, message = '', path, dest } = (error ?? {}) as NodeJS.ErrnoException & { dest?: string }
  if (code !== 'ENOSPC' && !message.includes('ENOSPC')) return undefined
  const file = dest ?? path ?? [...message.matchAll(/'([^']+)'/g)].at(-1)?.[1]
  return `No space left on the device${file ? ` while writing ${file}` : ''} (ENOSPC): free some space and run it again.`
}
