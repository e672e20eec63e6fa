import { clientIdOf, signRelayJwt } from '../crypto/relayJwt.ts'
import { reconnectDelay } from './backoff.ts'
import { type RelayPush, readRelayFrame } from './relayMessages.ts'

/** What the client needs of a WebSocket: the browser's, or `ws` on Node. */
export interface SocketLike {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: ((event: unknown) => void) | null
  onclose: ((event: unknown) => void) | null
  onerror: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
}
export type WebSocketConstructor = new (url: string) => SocketLike

export interface RelayConnectionOptions {
  relayUrl: string
  projectId: string
  clientSeed: string
  /** Handles one push; the relay is acknowledged once it returns. Pushes are handled one at a time, in order. */
  onPush(push: RelayPush): Promise<void>
  /** Called after a dropped socket is open again and subscriptions are restored. */
  onReconnected?(): void
  webSocket?: WebSocketConstructor
  now?: () => number
  /** How long one call to the relay may wait for its answer, reconnects included. Default 30 s. */
  callTimeoutMs?: number
}

const OPEN = 1
const JWT_TTL_SECONDS = 86_400
const DEFAULT_CALL_TIMEOUT_MS = 30_000
const USER_AGENT = `wc-2/js-foyer-0.1.0/${typeof window === 'undefined' ? 'node' : 'browser'}`

export class RelayError extends Error {
  override name = 'RelayError'
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}

interface Call {
  id: number
  method: string
  params: unknown
  resolve(result: unknown): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout>
}

/**
 * One WebSocket to the relay, opened at the first subscribe or publish, reopened with backoff when it drops.
 * Calls made while it is down wait and are sent once it is back; topics are subscribed again first.
 */
export class RelayConnection {
  private id: string | undefined
  private socket: SocketLike | undefined
  private readonly calls = new Map<number, Call>()
  /** Topics this client wants, with the relay's subscription id once it gave one. */
  private readonly topics = new Map<string, string | undefined>()
  private attempt = 0
  private everOpened = false
  private closed = false
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined
  private nextId = Date.now() * 1000
  private pushes: Promise<void> = Promise.resolve()

  constructor(private readonly options: RelayConnectionOptions) {}

  /** The did:key the relay knows this client by; computed on first use (Ed25519's first use builds a table: relayJwt.ts). */
  get clientId(): string {
    this.id ??= clientIdOf(this.options.clientSeed)
    return this.id
  }

  get connected(): boolean {
    return this.socket?.readyState === OPEN
  }

  isSubscribed(topic: string): boolean {
    return this.topics.has(topic)
  }

  async subscribe(topic: string): Promise<void> {
    this.topics.set(topic, this.topics.get(topic))
    const id = await this.call('irn_subscribe', { topic })
    if (typeof id === 'string' && this.topics.has(topic)) this.topics.set(topic, id)
  }

  async unsubscribe(topic: string): Promise<void> {
    if (!this.topics.has(topic)) return
    const id = this.topics.get(topic)
    this.topics.delete(topic)
    if (this.connected) await this.call('irn_unsubscribe', { topic, ...(id ? { id } : {}) }).catch(() => undefined)
  }

  async publish(topic: string, message: string, options: { tag: number; ttl: number; prompt?: boolean }) {
    await this.call('irn_publish', {
      topic,
      message,
      ttl: options.ttl,
      tag: options.tag,
      prompt: options.prompt ?? false,
    })
  }

  /** A relay method that is not irn_publish (wc_proposeSession, wc_approveSession). */
  call(method: string, params: unknown): Promise<unknown> {
    if (this.closed) return Promise.reject(new RelayError('The WalletConnect client was closed'))
    return new Promise((resolve, reject) => {
      const id = this.nextId++
      const timeoutMs = this.options.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS
      const timer = setTimeout(() => {
        this.calls.delete(id)
        reject(new RelayError(`The relay did not answer ${method} within ${timeoutMs / 1000} s`))
      }, timeoutMs)
      this.calls.set(id, { id, method, params, resolve, reject, timer })
      if (this.connected) this.send(id, method, params)
      else this.connect()
    })
  }

  /**
   * Tries again at once instead of at the next backoff step: the page is back in sight, or the browser online
   * again (a phone drops the sockets of a page in the background, and a visitor coming back from their wallet
   * app should not wait out a backoff).
   */
  retryNow(): void {
    if (this.socket || this.closed || !this.reconnectTimer) return
    clearTimeout(this.reconnectTimer)
    this.reconnectTimer = undefined
    this.attempt = 0
    this.connect()
  }

  close(): void {
    this.closed = true
    clearTimeout(this.reconnectTimer)
    for (const call of this.calls.values()) {
      clearTimeout(call.timer)
      call.reject(new RelayError('The WalletConnect client was closed'))
    }
    this.calls.clear()
    const socket = this.socket
    this.socket = undefined
    if (socket) {
      socket.onclose = null
      socket.close(1000, 'Client closed')
    }
  }

  private send(id: number, method: string, params: unknown): void {
    this.socket?.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
  }

  private connect(): void {
    if (this.socket || this.closed || this.reconnectTimer) return
    const { relayUrl, projectId, clientSeed, now = Date.now } = this.options
    const url = new URL(relayUrl)
    url.searchParams.set('auth', signRelayJwt(clientSeed, relayUrl, now(), JWT_TTL_SECONDS))
    url.searchParams.set('ua', USER_AGENT)
    url.searchParams.set('projectId', projectId)
    const Socket = this.options.webSocket ?? (globalThis.WebSocket as unknown as WebSocketConstructor | undefined)
    if (!Socket) throw new RelayError('No WebSocket here: pass the `webSocket` option (e.g. the ws package on Node)')
    const socket = new Socket(url.toString())
    this.socket = socket
    socket.onopen = () => this.opened(socket)
    socket.onmessage = (event) => this.received(event.data)
    socket.onerror = () => {}
    socket.onclose = () => this.dropped(socket)
  }

  private opened(socket: SocketLike): void {
    if (socket !== this.socket) return
    const reconnected = this.everOpened
    this.everOpened = true
    this.attempt = 0
    const known = [...this.topics.keys()]
    if (reconnected && known.length > 0) {
      void this.call('irn_batchSubscribe', { topics: known }).then(
        (ids) => {
          if (!Array.isArray(ids)) return
          known.forEach((topic, index) => {
            if (this.topics.has(topic)) this.topics.set(topic, String(ids[index]))
          })
        },
        () => undefined,
      )
    }
    for (const call of this.calls.values()) this.send(call.id, call.method, call.params)
    if (reconnected) this.options.onReconnected?.()
  }

  private dropped(socket: SocketLike): void {
    if (socket !== this.socket) return
    this.socket = undefined
    if (this.closed || (this.topics.size === 0 && this.calls.size === 0)) return
    const delay = reconnectDelay(this.attempt++)
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined
      this.connect()
    }, delay)
  }

  private received(data: unknown): void {
    const frame = readRelayFrame(typeof data === 'string' ? data : String(data))
    if (frame.kind === 'response') {
      const call = typeof frame.id === 'number' ? this.calls.get(frame.id) : undefined
      if (!call) return
      this.calls.delete(call.id)
      clearTimeout(call.timer)
      if (frame.error) call.reject(new RelayError(`${call.method}: ${frame.error.message}`, frame.error.code))
      else call.resolve(frame.result)
    } else if (frame.kind === 'push') {
      const { id, push } = frame
      this.pushes = this.pushes.then(async () => {
        // Never a message on a topic this client did not subscribe to.
        if (this.topics.has(push.topic))
          await this.options.onPush(push).catch((error: unknown) => {
            console.warn('[foyer] WalletConnect message dropped', error)
          })
        this.socket?.send(JSON.stringify({ id, jsonrpc: '2.0', result: true }))
      })
    } else if (frame.kind === 'request') {
      this.socket?.send(
        JSON.stringify({
          id: frame.id,
          jsonrpc: '2.0',
          error: { code: -32601, message: `Method not found: ${frame.method}` },
        }),
      )
    }
  }
}
