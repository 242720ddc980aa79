// A failed request, named by what was being done to which object ("uploading s3://site/KFC/index.html"), and
// what went wrong: the store's error, a dropped connection, or a timeout with the flag that sets it.
import { S3ServiceException } from '@aws-sdk/client-s3'

export class DeployError extends Error {
  override name = 'DeployError'
  /** What the failure means for the site, when that is known ("the previous build is still live"). */
  note: string | undefined
  constructor(
    readonly action: string,
    override readonly cause: unknown,
  ) {
    super(`${action}: ${describeFailure(cause)}`)
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode
    // HEAD answers have no body, so the SDK only knows the status; say that rather than "UnknownError".
    const message = error.message && error.message !== 'UnknownError' ? `: ${error.message}` : ''
    return `${error.name}${status ? ` (HTTP ${status})` : ''}${message}`
  }
  if (error instanceof Error && error.name === 'TimeoutError') return `TimeoutError: ${timeoutText(error.message)}`
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code
    return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message || error.name
  }
  return String(error)
}

/** The SDK's timeout messages, said with the flag that sets the limit. */
function timeoutText(message: string): string {
  const ms = /(\d+) ms/.exec(message)?.[1]
  const limit = ms === undefined ? '' : ` within ${Number(ms) / 1000} s`
  if (message.includes('establish a connection')) return `no connection${limit} (--connect-timeout)`
  if (message.includes('inactivity')) return `the answer stalled, nothing came${limit} (--request-timeout)`
  if (message.includes('requestTimeout')) return `no answer${limit} (--request-timeout)`
  return message
}
