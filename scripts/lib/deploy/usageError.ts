/** A mistake in how the deploy was asked for (flags, target, deployable): reported as is, without a stack. */
export class UsageError extends Error {
  override name = 'UsageError'
}
