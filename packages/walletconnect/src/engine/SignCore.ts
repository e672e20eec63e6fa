import { generateClientSeed } from '../crypto/relayJwt.ts'
import { type ErrorReason, sdkError, WalletConnectError } from '../protocol/errors.ts'
import type { PayloadError } from '../protocol/guards.ts'
import { type Metadata, readEmptyParams, readReasonParams } from '../protocol/payloads.ts'
import {
  RelayConnection,
  type RelayConnection as RelayConnectionType,
  type WebSocketConstructor,
} from '../relay/RelayConnection.ts'
import { ClientState, type PairingRecord, type SessionRecord } from '../storage/ClientState.ts'
import { defaultStorage, type WalletConnectStorage } from '../storage/storage.ts'
import { Emitter } from './Emitter.ts'
import { type IncomingRequest, Messenger } from './Messenger.ts'

export interface SignClientOptions {
  projectId: string
  /** ws:// or wss:// URL of the relay; there is no public default. */
  relayUrl: string
  metadata: Metadata
  /** Default: the browser's localStorage (memory when there is none). */
  storage?: WalletConnectStorage
  /** Storage key prefix; a dapp and a wallet sharing one storage need different ones. */
  storagePrefix?: string
  /** The WebSocket class; default the global one (Node 20 needs the `ws` package). */
  webSocket?: WebSocketConstructor
  /** How long a call to the relay may wait, reconnects included; default 30 s. */
  relayCallTimeoutMs?: number
}

export interface SignCoreEvents extends Record<string, unknown> {
  session_delete: { topic: string; reason: ErrorReason }
  session_expire: { topic: string }
  session_update: { topic: string; namespaces: SessionRecord['namespaces'] }
  session_extend: { topic: string; expiry: number }
  session_event: { topic: string; chainId: string; event: { name: string; data: unknown } }
  session_ping: { topic: string }
  pairing_delete: { topic: string }
}

const MAX_TIMER_MS = 2_147_483_647
/** How long ending a session or pairing waits for the relay to take the peer's notice. */
const TELL_PEER_WAIT_MS = 1_000

/** Waits for `work` at most `ms`; its failure (an unreachable relay) is not the caller's. */
async function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  await Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    waited,
  ])
  clearTimeout(timer)
}
/** How long a ping waits for its answer (spec: wc_sessionPing / wc_pairingPing time out at 30 s). */
export const PING_TIMEOUT_MS = 30_000

/** In a browser: the relay is tried again at once when the page comes back in sight or the browser online. */
function retryOnReturn(relay: Pick<RelayConnectionType, 'retryNow'>): () => void {
  // Not a browser page (Node, a worker, or a test standing in a bare `document`): nothing to follow.
  if (
    typeof document === 'undefined' ||
    typeof window === 'undefined' ||
    typeof document.addEventListener !== 'function' ||
    typeof window.addEventListener !== 'function'
  ) {
    return () => undefined
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') relay.retryNow()
  }
  const onOnline = () => relay.retryNow()
  document.addEventListener('visibilitychange', onVisible)
  window.addEventListener('online', onOnline)
  return () => {
    document.removeEventListener('visibilitychange', onVisible)
    window.removeEventListener('online', onOnline)
  }
}

/**
 * What both ends of the sign protocol share: the stored state, the relay socket, sealed messaging, pings,
 * deletes and expiry. The dapp and the wallet add their own methods on top.
 */
export abstract class SignCore<Events extends SignCoreEvents = SignCoreEvents> {
  readonly events = new Emitter<Events>()
  protected readonly relay: RelayConnectionType
  protected readonly messenger: Messenger
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>()
  private readonly stopRetryOnReturn: () => void

  protected constructor(
    protected readonly options: SignClientOptions,
    protected readonly state: ClientState,
  ) {
    this.relay = new RelayConnection({
      relayUrl: options.relayUrl,
      projectId: options.projectId,
      clientSeed: state.data.clientSeed,
      webSocket: options.webSocket,
      callTimeoutMs: options.relayCallTimeoutMs,
      onPush: (push) =>
        this.messenger.receive(push).catch((error: unknown) => {
          // A message that fails a check is dropped, never handled: bad envelope, unknown topic, bad payload.
          console.warn(`[foyer] WalletConnect dropped a message: ${(error as PayloadError).message}`)
        }),
      onReconnected: () => this.messenger.republishPending(),
    })
    this.messenger = new Messenger(state, this.relay)
    this.messenger.onRequest = (request) => this.route(request)
    this.stopRetryOnReturn = retryOnReturn(this.relay)
  }

  protected static loadState(options: SignClientOptions, fallbackPrefix: string): Promise<ClientState> {
    return ClientState.load(
      options.storage ?? defaultStorage(),
      options.storagePrefix ?? fallbackPrefix,
      generateClientSeed,
    )
  }

  /** The relay client id (did:key) this client authenticates as. */
  get clientId(): string {
    return this.relay.clientId
  }

  protected nowSeconds(): number {
    return Math.floor(Date.now() / 1000)
  }

  /** Drops what expired while the page was closed, then listens again on every live pairing and session. */
  protected async resume(): Promise<void> {
    const now = this.nowSeconds()
    for (const session of Object.values(this.state.data.sessions)) {
      if (session.expiry <= now) this.forgetSession(session.topic)
    }
    for (const pairing of Object.values(this.state.data.pairings)) {
      if (pairing.expiry <= now) this.forgetPairing(pairing.topic)
    }
    const topics = [...Object.keys(this.state.data.sessions), ...Object.keys(this.state.data.pairings)]
    for (const session of Object.values(this.state.data.sessions)) this.watchSessionExpiry(session)
    for (const pairing of Object.values(this.state.data.pairings)) this.watchPairingExpiry(pairing)
    await Promise.all(topics.map((topic) => this.relay.subscribe(topic)))
  }

  getSessions(): SessionRecord[] {
    const now = this.nowSeconds()
    return Object.values(this.state.data.sessions).filter((session) => session.expiry > now)
  }

  getSession(topic: string): SessionRecord | undefined {
    const session = this.state.data.sessions[topic]
    return session && session.expiry > this.nowSeconds() ? session : undefined
  }

  getPairings(): PairingRecord[] {
    return Object.values(this.state.data.pairings)
  }

  protected requireSession(topic: string): SessionRecord {
    const session = this.getSession(topic)
    if (!session)
      throw new WalletConnectError({ code: 2, message: `No matching key. session topic doesn't exist: ${topic}` })
    return session
  }

  /** Asks the peer whether it is there; resolves when it answers, fails after 30 s. */
  async ping(topic: string): Promise<void> {
    if (this.getSession(topic)) {
      const { answer } = await this.messenger.request(topic, 'wc_sessionPing', {}, { timeoutMs: PING_TIMEOUT_MS })
      await answer
    } else if (this.state.data.pairings[topic]) {
      const { answer } = await this.messenger.request(topic, 'wc_pairingPing', {}, { timeoutMs: PING_TIMEOUT_MS })
      await answer
    } else {
      throw new WalletConnectError({ code: 2, message: `No matching key. ping topic doesn't exist: ${topic}` })
    }
  }

  /**
   * Ends a session: it ends here at once, and the peer is told (wc_sessionDelete). The wait for the relay to take
   * the message is short; when the relay is unreachable the message keeps trying in the background.
   */
  async disconnect(topic: string, reason: ErrorReason = sdkError('USER_DISCONNECTED')): Promise<void> {
    this.requireSession(topic)
    // `request` seals at once, before its first await: the key can be forgotten right after.
    const told = this.messenger.request(topic, 'wc_sessionDelete', reason)
    this.forgetSession(topic)
    await settleWithin(told, TELL_PEER_WAIT_MS)
  }

  /** Ends a pairing, telling the peer (wc_pairingDelete), as `disconnect` does. */
  async deletePairing(topic: string, reason: ErrorReason = sdkError('USER_DISCONNECTED')): Promise<void> {
    if (!this.state.data.pairings[topic]) return
    const told = this.messenger.request(topic, 'wc_pairingDelete', reason)
    this.forgetPairing(topic)
    await settleWithin(told, TELL_PEER_WAIT_MS)
  }

  /** Closes the socket and stops every timer; the stored state stays for the next start. */
  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer)
    this.timers.clear()
    this.stopRetryOnReturn()
    this.relay.close()
  }

  /** One side's own methods; answer `false` when the method is not one it takes. */
  protected abstract handle(request: IncomingRequest): Promise<boolean>

  private async route(request: IncomingRequest): Promise<void> {
    const { topic, id, method } = request
    try {
      switch (method) {
        case 'wc_sessionPing':
        case 'wc_pairingPing': {
          readEmptyParams(request.params, 'params')
          const known = method === 'wc_sessionPing' ? this.getSession(topic) : this.state.data.pairings[topic]
          if (!known) return this.messenger.respondError(topic, id, method, sdkError('USER_DISCONNECTED'))
          await this.messenger.respond(topic, id, method, true)
          if (method === 'wc_sessionPing') this.events.emit('session_ping', { topic })
          return
        }
        case 'wc_sessionDelete': {
          const reason = readReasonParams(request.params, 'params')
          if (!this.state.data.sessions[topic]) return
          await this.messenger.respond(topic, id, method, true).catch(() => undefined)
          this.forgetSession(topic)
          this.events.emit('session_delete', { topic, reason })
          return
        }
        case 'wc_pairingDelete': {
          readReasonParams(request.params, 'params')
          if (!this.state.data.pairings[topic]) return
          await this.messenger.respond(topic, id, method, true).catch(() => undefined)
          this.forgetPairing(topic)
          this.events.emit('pairing_delete', { topic })
          return
        }
      }
      if (!(await this.handle(request))) {
        await this.messenger.respondError(topic, id, method, sdkError('WC_METHOD_UNSUPPORTED', method))
      }
    } catch (error) {
      if ((error as Error).name === 'PayloadError') {
        await this.messenger.respondError(topic, id, method, sdkError('INVALID_METHOD', (error as Error).message))
        return
      }
      throw error
    }
  }

  protected storeSession(session: SessionRecord): void {
    this.state.data.sessions[session.topic] = session
    void this.state.save()
    this.watchSessionExpiry(session)
  }

  protected storePairing(pairing: PairingRecord): void {
    this.state.data.pairings[pairing.topic] = pairing
    void this.state.save()
    this.watchPairingExpiry(pairing)
  }

  /** Forgets a session here: its key, its timer, the relay subscription. Tells nobody. */
  protected forgetSession(topic: string): void {
    const session = this.state.data.sessions[topic]
    delete this.state.data.sessions[topic]
    if (session) delete this.state.data.keyPairs[session.self.publicKey]
    for (const [id, pending] of Object.entries(this.state.data.pendingRequests)) {
      if (pending.topic === topic) delete this.state.data.pendingRequests[id]
    }
    this.clearTimer(topic)
    this.messenger.abandon(topic, new WalletConnectError(sdkError('USER_DISCONNECTED')))
    this.state.dropTopic(topic)
    void this.relay.unsubscribe(topic)
  }

  protected forgetPairing(topic: string): void {
    delete this.state.data.pairings[topic]
    this.clearTimer(topic)
    this.messenger.abandon(topic, new WalletConnectError({ code: 6, message: 'Expired. The pairing was closed' }))
    this.state.dropTopic(topic)
    void this.relay.unsubscribe(topic)
  }

  protected watchSessionExpiry(session: SessionRecord): void {
    this.setTimer(session.topic, session.expiry, () => {
      if (!this.state.data.sessions[session.topic]) return
      this.forgetSession(session.topic)
      this.events.emit('session_expire', { topic: session.topic })
    })
  }

  private watchPairingExpiry(pairing: PairingRecord): void {
    this.setTimer(pairing.topic, pairing.expiry, () => this.forgetPairing(pairing.topic))
  }

  /** Runs `action` at `expirySeconds`; long waits re-check, since a timer cannot wait more than 24.8 days. */
  protected setTimer(key: string, expirySeconds: number, action: () => void): void {
    this.clearTimer(key)
    const delay = expirySeconds * 1000 - Date.now()
    const timer = setTimeout(
      () => {
        this.timers.delete(key)
        if (delay > MAX_TIMER_MS) this.setTimer(key, expirySeconds, action)
        else action()
      },
      Math.max(0, Math.min(delay, MAX_TIMER_MS)),
    )
    // A Node process waiting only on a 7-day expiry may still exit.
    ;(timer as { unref?: () => void }).unref?.()
    this.timers.set(key, timer)
  }

  protected clearTimer(key: string): void {
    clearTimeout(this.timers.get(key))
    this.timers.delete(key)
  }
}
