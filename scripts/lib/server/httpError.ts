/** A request the server answers with a client error status instead of a file (malformed target, bad method). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}
