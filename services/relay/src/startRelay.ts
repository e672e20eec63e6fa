import { createServer, type IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer } from 'ws'
import { authenticateClient } from './authenticateClient.ts'
import { createMemoryStore } from './memoryStore.ts'
import { RelayCore, type RelayStats } from './RelayCore.ts'
import type { RelayStore } from './RelayStore.ts'
import { connectRedis, createRedisFanout, type Fanout } from './redisFanout.ts'
import { createRedisStore } from './redisStore.ts'

export interface RelayOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Defaults to 127.0.0.1. */
  host?: string
  /** Refuse the upgrade with 401 unless `?auth=` carries a valid relay-auth JWT. Defaults to true. */
  verifyAuth?: boolean
  /** The largest message one publish may carry. Defaults to 512 KiB. */
  maxMessageBytes?: number
  /** The clock for TTLs and JWT expiry, in milliseconds; tests move it. Defaults to Date.now. */
  now?: () => number
  /** How often each socket is pinged; one missed pong closes it. Defaults to 20 s. */
  pingIntervalMs?: number
  /** Mailbox bounds; past them the oldest message goes first. Defaults to 1,000 per topic and 100,000 in all. */
  maxMessagesPerTopic?: number
  maxMessages?: number
  /**
   * Keep the mailbox in Redis and deliver between instances through its pub/sub, so any number of relays share
   * topics. Without it the mailbox lives in this process's memory.
   */
  redisUrl?: string
  /** Prefix of every Redis key and channel. Defaults to `relay:`. */
  redisPrefix?: string
  /**
   * How long a start waits for Redis before listening anyway, with health 503 until Redis answers (containers
   * start in any order). Defaults to 5 s.
   */
  redisStartWaitMs?: number
  /** Publishes per second per socket, and the burst allowed above it. Defaults to 20 and 100. */
  publishesPerSecond?: number
  publishBurst?: number
  /** Topics one socket may subscribe to. Defaults to 1,000. */
  maxSubscriptionsPerSocket?: number
  /** Refused frames a socket may send in a burst (one more per second) before it is closed with 1008. Defaults to 20. */
  maxViolations?: number
  /** On stop, how long health answers 503 and new sockets are refused before the open ones are closed. Defaults to 0. */
  drainDelayMs?: number
}

export interface RunningRelay {
  /** ws://127.0.0.1:PORT */
  url: string
  port: number
  /**
   * Drains: health answers 503 and upgrades are refused, then (after `drainDelayMs`) every socket is closed with
   * 1012 (service restart) and the port released.
   */
  stop(): Promise<void>
  /** Starts draining at once (health 503, upgrades refused with 503) without closing open sockets yet. */
  drain(): void
  stats(): RelayStats
}

const DEFAULT_MAX_MESSAGE_BYTES = 512 * 1024
// Node clients of the SDK drop a socket after 35 s without a ping (LOCAL-STACK.md).
const DEFAULT_PING_INTERVAL_MS = 20_000
const SWEEP_INTERVAL_MS = 30_000
const CLOSE_GRACE_MS = 1_000
const SERVICE_RESTART = 1012

/** Starts the WalletConnect v2 relay: JSON-RPC over WebSocket on any path, authenticated by `?auth=<JWT>`. */
export async function startRelay(options: RelayOptions = {}): Promise<RunningRelay> {
  const host = options.host ?? '127.0.0.1'
  const verifyAuth = options.verifyAuth ?? true
  const now = options.now ?? Date.now
  const maxMessageBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES
  const maxMessagesPerTopic = options.maxMessagesPerTopic ?? 1_000
  const prefix = options.redisPrefix ?? 'relay:'
  const redis = options.redisUrl ? await connectRedis(options.redisUrl, options.redisStartWaitMs) : undefined
  const store: RelayStore = redis
    ? createRedisStore(redis, { maxMessagesPerTopic, prefix })
    : createMemoryStore({ maxMessagesPerTopic, maxMessages: options.maxMessages ?? 100_000 })
  let fanout: Fanout | undefined
  const core = new RelayCore(
    {
      maxMessageBytes,
      now,
      publishesPerSecond: options.publishesPerSecond ?? 20,
      publishBurst: options.publishBurst ?? 100,
      maxSubscriptionsPerSocket: options.maxSubscriptionsPerSocket ?? 1_000,
      maxViolations: options.maxViolations ?? 20,
      ...(redis ? { announce: (message) => fanout!.announce(message) } : {}),
    },
    store,
  )
  if (redis && options.redisUrl) {
    fanout = await createRedisFanout(redis, options.redisUrl, prefix, {
      onMessage: (message) => core.deliverRemote(message),
      onResubscribed: () => core.replayAll(),
    })
  }
  const healthy = () => store.healthy() && (fanout?.healthy() ?? true)
  // wc_approveSession carries two messages in one frame, plus the JSON around them.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * maxMessageBytes + 64 * 1024 })
  const alive = new WeakMap<WebSocket, boolean>()
  let stopping = false

  const server = createServer((request, response) => {
    if (request.url === '/health') {
      // A load balancer stops sending new sockets on 503: while draining, or while Redis is unreachable.
      const status = stopping ? 'draining' : healthy() ? 'ok' : 'storage unavailable'
      response.writeHead(status === 'ok' ? 200 : 503, { 'content-type': 'application/json' })
      return response.end(JSON.stringify({ status, store: store.kind, ...core.stats() }))
    }
    response.writeHead(426, { 'content-type': 'text/plain', upgrade: 'websocket' })
    response.end('This is a WalletConnect relay: connect with WebSocket.')
  })

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that vanishes mid-handshake must not take the process down.
    socket.on('error', () => socket.destroy())
    void authenticateClient(request.url ?? '/', now(), verifyAuth).then((auth) => {
      if (stopping) return refuse(socket, 503, 'Service Unavailable', 'Draining')
      if (!auth.ok) return refuse(socket, 401, 'Unauthorized', auth.reason)
      wss.handleUpgrade(request, socket, head, (ws) => attach(ws, auth.clientId))
    })
  })

  function attach(ws: WebSocket, clientId: string): void {
    const peer = core.connect(
      clientId,
      (text) => {
        if (ws.readyState === WebSocket.OPEN) ws.send(text)
      },
      (code, reason) => ws.close(code, reason),
    )
    alive.set(ws, true)
    ws.on('pong', () => alive.set(ws, true))
    ws.on('message', (data) => {
      alive.set(ws, true)
      void core.receive(
        peer,
        Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(toBuffers(data)).toString('utf8'),
      )
    })
    ws.on('close', () => core.disconnect(peer))
    // ws emits 'close' after 'error' (e.g. a frame above maxPayload closes with 1009); nothing else to do.
    ws.on('error', () => {})
  }

  const pingTimer = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) {
        ws.terminate()
        continue
      }
      alive.set(ws, false)
      ws.ping()
    }
  }, options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS)
  pingTimer.unref()
  const sweepTimer = setInterval(() => core.sweep(), SWEEP_INTERVAL_MS)
  sweepTimer.unref()

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : 0)
    })
  }).catch(async (error: unknown) => {
    clearInterval(pingTimer)
    clearInterval(sweepTimer)
    await fanout?.close()
    await store.close()
    throw error
  })

  let stopped: Promise<void> | undefined
  function stop(): Promise<void> {
    stopped ??= close()
    return stopped
  }
  async function close(): Promise<void> {
    stopping = true
    clearInterval(pingTimer)
    clearInterval(sweepTimer)
    if (options.drainDelayMs) await new Promise((resolve) => setTimeout(resolve, options.drainDelayMs))
    const closed = [...wss.clients].map(
      (ws) =>
        new Promise<void>((resolve) => {
          ws.once('close', () => resolve())
          ws.close(SERVICE_RESTART, 'Service restart')
        }),
    )
    const grace = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref())
    await Promise.race([Promise.all(closed), grace])
    for (const ws of wss.clients) ws.terminate()
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
    wss.close()
    await fanout?.close()
    await store.close()
  }

  const urlHost = host.includes(':') ? `[${host}]` : host
  return {
    url: `ws://${urlHost}:${port}`,
    port,
    stop,
    drain: () => {
      stopping = true
    },
    stats: () => core.stats(),
  }
}

function refuse(socket: Duplex, status: number, statusText: string, reason: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  )
}

function toBuffers(data: ArrayBuffer | Buffer[]): Buffer[] {
  return Array.isArray(data) ? data : [Buffer.from(data)]
}
