// The loopback S3 store of the deploy tests (tests/deploy/s3TestServer.ts: s3rver on 127.0.0.1, in a temporary
// folder), as a process of its own for the bench: it prints its endpoint, serves until its stdin closes, then
// removes its folder. Started with `--openssl-legacy-provider`: s3rver encrypts its listings' continuation tokens
// with DES, which Node's OpenSSL 3 refuses otherwise, so every listing longer than 1,000 keys failed with 500.
import { startS3TestServer } from '../../tests/deploy/s3TestServer.ts'

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
const store = await startS3TestServer((process.argv[2] ?? '').split(','))
// The log of requests is for the tests; here it would only grow.
setInterval(() => {
  store.requests.length = 0
}, 10_000).unref()
console.log(store.endpoint)
process.stdin.resume()
process.stdin.on('end', () => void store.close())
