// The S3 client, configured the SDK's standard way (AWS_ENDPOINT_URL, AWS_REGION, AWS_PROFILE, the default
// credentials chain), with the few choices S3-compatible stores need.
import { S3Client } from '@aws-sdk/client-s3'

export interface S3ClientOptions {
  /** false turns path-style addressing off even with a custom endpoint. */
  pathStyle: boolean
  /** Attempts per request, retries included; undefined leaves it to AWS_MAX_ATTEMPTS, the profile or the SDK. */
  maxAttempts: number | undefined
  /** Milliseconds a connection may take to open. */
  connectTimeoutMs: number
  /** Milliseconds a request may wait for its answer, and an open socket may stay silent. */
  requestTimeoutMs: number
}

export async function createS3Client(options: S3ClientOptions): Promise<S3Client> {
  const { pathStyle, maxAttempts, connectTimeoutMs, requestTimeoutMs } = options
  const endpoint = await configuredEndpoint()
  return new S3Client({
    // Without these the SDK waits forever for a store that accepted a request and never answers. Each attempt is
    // bounded, a timed-out attempt is retried with the SDK's backoff like any transient error, so a call ends
    // within about maxAttempts × (connect + request timeout) plus the backoff. The socket timeout bounds an answer
    // that stalls after its headers; throwOnRequestTimeout makes the request timeout an error, not a warning.
    requestHandler: {
      connectionTimeout: connectTimeoutMs,
      requestTimeout: requestTimeoutMs,
      socketTimeout: requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
    // S3-compatible servers behind a custom endpoint rarely have a DNS name per bucket.
    forcePathStyle: pathStyle && endpoint !== undefined,
    ...(maxAttempts === undefined ? {} : { maxAttempts }),
    // Newer checksum headers are not understood by every S3-compatible store; uploads send Content-MD5 instead.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

/** The endpoint from AWS_ENDPOINT_URL(_S3) or the profile's endpoint_url, resolved as the SDK itself does. */
async function configuredEndpoint(): Promise<string | undefined> {
  const probe = new S3Client({})
  try {
    return await probe.config.serviceConfiguredEndpoint?.()
  } finally {
    probe.destroy()
  }
}
