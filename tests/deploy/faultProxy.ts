// A fault-injecting HTTP proxy for the deploy tests, on 127.0.0.1 in front of the loopback S3 server: it forwards
// every request as it is (signatures stay valid: the Host header the client signed is kept), except those a rule
// picks, which get a fault instead: a 500 InternalError, a 503 SlowDown, a reset connection, or a stall (the
// request is read and never answered). Faults are bounded in number (each rule holds a list, used up one per
// matching request) and in time (a stall ends by a reset after `maxStallMs`, if the client has not given up first).
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/** The kinds of calls a deploy makes. */
export type Call = 'list' | 'head' | 'put' | 'delete'
export type Fault = 'InternalError' | 'SlowDown' | 'reset' | 'stall'

export interface FaultRule {
  call: Call
  /** Only requests for this object key; any key when left out. */
  key?: string
  /** One fault per matching request, in this order; then matching requests pass again. */
  faults: Fault[]
}

export interface ProxiedRequest {
  call: Call | 'other'
  bucket: string
  key: string
  fault: Fault | undefined
  /** For a stall: false until the client (or the proxy, after maxStallMs) has closed the connection. */
  closed: boolean
}

export interface FaultProxy {
  endpoint: string
  /** Every request, in the order it arrived, with the fault it got. */
  requests: ProxiedRequest[]
  inject(rule: FaultRule): void
  close(): Promise<void>
}

const statusOf: Record<'InternalError' | 'SlowDown', number> = { InternalError: 500, SlowDown: 503 }

/** `target`: the store's endpoint, which must be on 127.0.0.1 like the proxy itself. */
export async function startFaultProxy(target: string, { maxStallMs = 10_000 } = {}): Promise<FaultProxy> {
  const upstream = new URL(target)
  if (upstream.hostname !== '127.0.0.1') throw new Error(`the fault proxy only fronts a store on 127.0.0.1, not ${target}`)
  const rules: FaultRule[] = []
  const requests: ProxiedRequest[] = []
  const sockets = new Set<Socket>()

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const [bucket = '', ...key] = url.pathname.slice(1).split('/')
    const record: ProxiedRequest = {
      call: callOf(req.method ?? '', key.join('/'), url),
      bucket,
      key: decodeURIComponent(key.join('/')),
      fault: undefined,
      closed: false,
    }
    requests.push(record)
    const rule = rules.find((r) => r.faults.length > 0 && r.call === record.call && (r.key ?? record.key) === record.key)
    record.fault = rule?.faults.shift()
    res.on('close', () => {
      record.closed = true
    })
    if (record.fault === undefined) return forward(req, res, upstream)
    if (record.fault === 'reset') return req.socket.destroy()
    // Read the whole request first, as a store would, so the client is waiting for the answer.
    req.resume()
    if (record.fault === 'stall') {
      const timer = setTimeout(() => req.socket.destroy(), maxStallMs)
      res.on('close', () => clearTimeout(timer))
      return
    }
    const fault = record.fault
    req.on('end', () => {
      res.writeHead(statusOf[fault], { 'Content-Type': 'application/xml' })
      res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${fault}</Code><Message>injected</Message></Error>`)
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    inject: (rule) => rules.push({ ...rule, faults: [...rule.faults] }),
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((closed) => server.close(closed))
    },
  }
}

function callOf(method: string, key: string, url: URL): Call | 'other' {
  if (method === 'GET' && key === '' && url.searchParams.has('list-type')) return 'list'
  if (method === 'HEAD') return 'head'
  if (method === 'PUT') return 'put'
  if (method === 'DELETE') return 'delete'
  return 'other'
}

function forward(req: IncomingMessage, res: ServerResponse, upstream: URL): void {
  const onward = request(
    { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  onward.on('error', () => res.destroy())
  req.pipe(onward)
}
