import { randomBytes } from 'node:crypto'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

const TTL_SECONDS = 300
/** The WalletConnect tag of a session request (wc_sessionRequest). */
const TAG = 1108
const RECONNECT_DELAY_MS = 200

/** A message a publisher got `true` for, and whether (and when) its peer received it. */
export interface RelayMessage {
  key: string
  publishedAt: number
  /** When the publisher read `true`. */
  acceptedAt: number
  deliveredAt?: number
}

export interface RelayTraffic {
  /** Every accepted message by key. */
  messages: Map<string, RelayMessage>
  /** Pushes of a message the subscriber had already received (a redelivery after a reconnect). */
  duplicates(): number
  /** Frames refused by the relay (JSON-RPC errors), by message. */
  errors: Map<string, number>
  /** When each publish was refused (performance.now()). */
  refusedPublishes: number[]
  /** Sockets open and, for subscribers, subscribed. */
  readyClients(): number
  totalClients: number
  reconnects(): number
  /** Stops publishing; the subscribers stay to receive what is still on its way. */
  stopPublishing(): void
  close(): Promise<void>
}

interface Client {
  ready: boolean
  socket?: WebSocket
}

async function authUrl(relayUrl: string): Promise<string> {
  const jwt = await signJWT(randomBytes(32).toString('hex'), relayUrl, 86_400, generateKeyPair())
  return `${relayUrl}/?auth=${jwt}&ua=foyer-load&projectId=load`
}

/**
 * `pairs` pairs of relay clients through the balancer. In each pair a subscriber (the wallet) subscribes to a topic
 * and acknowledges every push; a publisher (the dapp) publishes on it every `intervalMs`. A client whose socket closes
 * reconnects with the same key (its client id) and the subscriber subscribes again: what it missed must be
 * replayed from the mailbox.
 */
export async function startRelayTraffic(options: {
  relayUrl: string
  pairs: number
  intervalMs: number
}): Promise<RelayTraffic> {
  const messages = new Map<string, RelayMessage>()
  const errors = new Map<string, number>()
  const refusedPublishes: number[] = []
  const clients: Client[] = []
  let duplicates = 0
  let reconnects = 0
  let closing = false
  let publishing = true
  let nextId = 1
  const timers = new Set<NodeJS.Timeout>()
  const countError = (message: string) => errors.set(message, (errors.get(message) ?? 0) + 1)

  function connect(client: Client, url: string, onOpen: (socket: WebSocket) => void, onFrame: (frame: Frame) => void) {
    const socket = new WebSocket(url)
    client.socket = socket
    socket.on('open', () => onOpen(socket))
    socket.on('message', (data) => {
      try {
        onFrame(JSON.parse(String(data)) as Frame)
      } catch {
        countError('unreadable frame')
      }
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      client.ready = false
      if (closing) return
      const timer = setTimeout(
        () => {
          timers.delete(timer)
          reconnects++
          connect(client, url, onOpen, onFrame)
        },
        RECONNECT_DELAY_MS + Math.random() * RECONNECT_DELAY_MS,
      )
      timers.add(timer)
    })
  }

  async function startPair(pair: number): Promise<void> {
    const topic = randomBytes(32).toString('hex')
    const subscriber: Client = { ready: false }
    const publisher: Client = { ready: false }
    clients.push(subscriber, publisher)
    const pending = new Map<number, RelayMessage>()
    let seq = 0
    // A push can arrive before its publisher reads `true` (the two are on different instances).
    const early = new Map<string, number>()
    const [subscriberUrl, publisherUrl] = [await authUrl(options.relayUrl), await authUrl(options.relayUrl)]

    const subscribed = new Promise<void>((resolve) => {
      let subscribeId = 0
      connect(
        subscriber,
        subscriberUrl,
        (socket) => {
          subscribeId = nextId++
          socket.send(JSON.stringify({ id: subscribeId, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }))
        },
        (frame) => {
          if (frame.method === 'irn_subscription') {
            subscriber.socket?.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
            const key = frame.params?.data?.message ?? ''
            const message = messages.get(key)
            if (!message) {
              if (early.has(key)) duplicates++
              else early.set(key, performance.now())
              return
            }
            if (message.deliveredAt !== undefined) duplicates++
            else message.deliveredAt = performance.now()
            return
          }
          if (frame.id === subscribeId) {
            if (frame.error) return countError(`subscribe: ${frame.error.message}`)
            subscriber.ready = true
            resolve()
          }
        },
      )
    })
    await subscribed

    const publisherOpen = new Promise<void>((resolve) =>
      connect(
        publisher,
        publisherUrl,
        () => {
          publisher.ready = true
          resolve()
        },
        (frame) => {
          const message = typeof frame.id === 'number' ? pending.get(frame.id) : undefined
          if (!message) return
          pending.delete(frame.id as number)
          if (frame.error) {
            refusedPublishes.push(performance.now())
            return countError(`publish: ${frame.error.message}`)
          }
          if (frame.result !== true) return countError(`publish answered ${JSON.stringify(frame.result)}`)
          message.acceptedAt = performance.now()
          messages.set(message.key, message)
          const deliveredEarly = early.get(message.key)
          if (deliveredEarly !== undefined) {
            message.deliveredAt = deliveredEarly
            early.delete(message.key)
          }
        },
      ),
    )
    await publisherOpen
    const timer = setInterval(() => {
      if (!publishing || !publisher.ready || publisher.socket?.readyState !== WebSocket.OPEN) return
      const id = nextId++
      const key = `${pair}:${seq++}`
      pending.set(id, { key, publishedAt: performance.now(), acceptedAt: Number.NaN })
      publisher.socket.send(
        JSON.stringify({
          id,
          jsonrpc: '2.0',
          method: 'irn_publish',
          params: { topic, message: key, ttl: TTL_SECONDS, tag: TAG },
        }),
      )
    }, options.intervalMs)
    timers.add(timer)
  }

  // One pair at a time, subscriber then publisher: round robin then puts every pair's two clients on different
  // instances (pairs started in parallel would interleave and land together).
  for (let pair = 0; pair < options.pairs; pair++) await startPair(pair)

  return {
    messages,
    duplicates: () => duplicates,
    errors,
    refusedPublishes,
    readyClients: () => clients.filter((client) => client.ready).length,
    totalClients: clients.length,
    reconnects: () => reconnects,
    stopPublishing() {
      publishing = false
    },
    async close() {
      closing = true
      for (const timer of timers) clearTimeout(timer)
      await Promise.all(
        clients.map(
          (client) =>
            new Promise<void>((resolve) => {
              const socket = client.socket
              if (!socket || socket.readyState === WebSocket.CLOSED) return resolve()
              socket.once('close', () => resolve())
              socket.terminate()
            }),
        ),
      )
    },
  }
}

interface Frame {
  id?: number | string
  method?: string
  params?: { id?: string; data?: { message?: string } }
  result?: unknown
  error?: { message: string }
}
