/** A mistake in how a command was asked for (flags, values, arguments): reported as is, without a stack. */
export class UsageError extends Error {
  override name = 'UsageError'
}
