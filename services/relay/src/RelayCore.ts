import {
  formatError,
  formatRequest,
  formatResult,
  INVALID_PARAMS,
  type JsonRpcId,
  type JsonRpcRequest,
  METHOD_NOT_FOUND,
  parseFrame,
} from './jsonRpc.ts'
import type { RelayMessage, RelayStore } from './RelayStore.ts'
import {
  InvalidParamsError,
  readApproveSession,
  readProposeSession,
  readPublish,
  readSubscriptions,
  readTopic,
  readTopics,
  readUnsubscribe,
  TAG_SESSION_PROPOSE,
  TAG_SESSION_PROPOSE_RESPONSE,
  TAG_SESSION_SETTLE,
} from './readParams.ts'
import { INTERNAL_ERROR, RATE_LIMITED, RelayError, STORAGE_UNAVAILABLE, TOO_MANY_SUBSCRIPTIONS } from './relayErrors.ts'
import {
  awaitAck,
  type ClientLimits,
  createPeerState,
  cutPeer,
  enqueueFrame,
  type Peer,
  type PeerState,
  settleAck,
  subscriptionId,
} from './relayPeer.ts'

export type { ClientLimits, Peer } from './relayPeer.ts'
export { POLICY_VIOLATION, subscriptionId } from './relayPeer.ts'

export interface RelayCoreOptions extends ClientLimits {
  now: () => number
  /** Tells the other instances about a stored message (Redis pub/sub); absent with one instance. */
  announce?: (message: RelayMessage) => Promise<void>
}

export interface RelayStats {
  /** Open sockets. */
  clients: number
  /** Topics with at least one subscriber on this instance. */
  topics: number
  /** Messages kept in the mailbox, awaiting their TTL (memory store only). */
  messages?: number
}

/**
 * The WalletConnect relay protocol over any text transport: subscriptions, publication through a store, pushes
 * and their acknowledgements. It knows nothing of sockets; `startRelay` binds it to WebSocket.
 */
export class RelayCore {
  private readonly peers = new Set<PeerState>()
  private readonly subscribers = new Map<string, Set<PeerState>>()
  // Push ids only need to be unique per socket; starting from the clock keeps them apart from a previous run's.
  private nextPushId: number

  constructor(
    private readonly options: RelayCoreOptions,
    private readonly store: RelayStore,
  ) {
    this.nextPushId = Date.now() * 1000
  }

  connect(clientId: string, send: (text: string) => void, close: (code: number, reason: string) => void = () => {}) {
    const peer = createPeerState(clientId, send, close, this.options)
    this.peers.add(peer)
    return peer as Peer
  }

  disconnect(peer: Peer): void {
    const state = peer as PeerState
    state.gone = true
    this.peers.delete(state)
    for (const topic of state.subscriptions.keys()) this.removeSubscriber(topic, state)
    state.subscriptions.clear()
    state.awaitingAck.clear()
    state.pending.clear()
    state.held = []
  }

  /** Handles one text frame from a peer, after the frames before it. Never rejects: bad frames get errors. */
  receive(peer: Peer, text: string): Promise<void> {
    const state = peer as PeerState
    return enqueueFrame(state, () => this.handleFrame(state, text))
  }

  /** A message another instance stored: pushed to this instance's subscribers of its topic. */
  deliverRemote(message: RelayMessage): void {
    this.deliver(message)
  }

  /** Replays every local subscription from the store: after a gap in delivery between instances. */
  replayAll(): void {
    for (const peer of this.peers) {
      const topics = [...peer.subscriptions.keys()]
      if (topics.length === 0) continue
      peer.queue = peer.queue.then(async () => {
        for (const topic of topics) {
          const messages = await this.store.undelivered(topic, peer.clientId, this.options.now()).catch(() => [])
          for (const message of messages) this.sendPush(peer, message)
        }
      })
    }
  }

  sweep(): number {
    return this.store.sweep(this.options.now())
  }

  stats(): RelayStats {
    this.sweep()
    const messages = this.store.size()
    return {
      clients: this.peers.size,
      topics: this.subscribers.size,
      ...(messages !== undefined ? { messages } : {}),
    }
  }

  private async handleFrame(peer: PeerState, text: string): Promise<void> {
    const frame = parseFrame(text)
    if (frame.kind === 'invalid') return this.refuse(peer, frame.id, frame.code, frame.message)
    if (frame.kind === 'response') return this.acknowledge(peer, frame.id, frame.ok)
    peer.busy = true
    try {
      await this.answer(peer, frame)
    } finally {
      peer.busy = false
      const held = peer.held
      peer.held = []
      for (const message of held) this.sendPush(peer, message)
    }
  }

  private async answer(peer: PeerState, request: JsonRpcRequest): Promise<void> {
    let outcome: Outcome
    try {
      outcome = await this.handle(peer, request)
    } catch (error) {
      const [code, message] =
        error instanceof InvalidParamsError
          ? [INVALID_PARAMS, error.message]
          : error instanceof MethodNotFound
            ? [METHOD_NOT_FOUND, error.message]
            : error instanceof RelayError
              ? [error.code, error.message]
              : [INTERNAL_ERROR, 'Internal error']
      // Storage trouble is the relay's fault, not the client's: it does not count against it.
      if (code === STORAGE_UNAVAILABLE || code === INTERNAL_ERROR) peer.send(formatError(request.id, code, message))
      else this.refuse(peer, request.id, code, message)
      return
    }
    peer.send(formatResult(request.id, outcome.result))
    // After the answer: the publisher learns its publish landed before any peer can react to it (the other
    // order lets a fast peer's reply overtake the answer), and a subscriber knows its subscription id before
    // the first message arrives.
    for (const message of outcome.replay ?? []) this.sendPush(peer, message)
    for (const message of outcome.deliveries ?? []) {
      this.deliver(message)
      // Already stored: an announcement lost here is replayed when the other instances' subscribers resubscribe.
      void this.options.announce?.(message).catch(() => {})
    }
  }

  private async handle(peer: PeerState, request: JsonRpcRequest): Promise<Outcome> {
    const { maxMessageBytes } = this.options
    switch (request.method) {
      case 'irn_subscribe': {
        const topic = readTopic(request.params)
        const [id] = this.subscribe(peer, [topic])
        return { result: id, replay: await this.replay(peer, [topic]) }
      }
      case 'irn_batchSubscribe': {
        const topics = readTopics(request.params)
        const ids = this.subscribe(peer, topics)
        return { result: ids, replay: await this.replay(peer, topics) }
      }
      case 'irn_unsubscribe':
        this.unsubscribe(peer, readUnsubscribe(request.params).topic)
        return { result: true }
      case 'irn_batchUnsubscribe':
        for (const { topic } of readSubscriptions(request.params)) this.unsubscribe(peer, topic)
        return { result: true }
      case 'irn_publish': {
        const { topic, message, ttl, tag, attestation } = readPublish(request.params, maxMessageBytes)
        this.takePublish(peer)
        return { result: true, deliveries: await this.store_(peer, topic, message, ttl, tag, attestation) }
      }
      case 'irn_batchFetchMessages': {
        const topics = readTopics(request.params)
        const messages = await this.fromStore(() => this.store.live(topics, this.options.now()))
        return { result: { messages: messages.map(toMessageData), hasMore: false } }
      }
      case 'wc_proposeSession': {
        const { pairingTopic, sessionProposal, ttl, attestation } = readProposeSession(request.params, maxMessageBytes)
        this.takePublish(peer)
        this.subscribe(peer, [pairingTopic])
        const deliveries = await this.store_(peer, pairingTopic, sessionProposal, ttl, TAG_SESSION_PROPOSE, attestation)
        return { result: true, deliveries, replay: await this.replay(peer, [pairingTopic]) }
      }
      case 'wc_approveSession': {
        const params = readApproveSession(request.params, maxMessageBytes)
        this.takePublish(peer)
        this.subscribe(peer, [params.sessionTopic])
        const deliveries = [
          ...(await this.store_(
            peer,
            params.pairingTopic,
            params.sessionProposalResponse,
            params.ttl,
            TAG_SESSION_PROPOSE_RESPONSE,
          )),
          ...(await this.store_(
            peer,
            params.sessionTopic,
            params.sessionSettlementRequest,
            params.ttl,
            TAG_SESSION_SETTLE,
          )),
        ]
        return { result: true, deliveries, replay: await this.replay(peer, [params.sessionTopic]) }
      }
      default:
        throw new MethodNotFound(request.method)
    }
  }

  private takePublish(peer: PeerState): void {
    if (!peer.publishes.take()) {
      throw new RelayError(
        RATE_LIMITED,
        `Rate limited: at most ${this.options.publishesPerSecond} publishes per second (burst ${this.options.publishBurst})`,
      )
    }
  }

  private subscribe(peer: PeerState, topics: string[]): string[] {
    const added = new Set(topics.filter((topic) => !peer.subscriptions.has(topic))).size
    const max = this.options.maxSubscriptionsPerSocket
    if (peer.subscriptions.size + added > max) {
      throw new RelayError(TOO_MANY_SUBSCRIPTIONS, `Too many subscriptions: at most ${max} per connection`)
    }
    return topics.map((topic) => {
      const id = subscriptionId(topic, peer.clientId)
      peer.subscriptions.set(topic, id)
      let set = this.subscribers.get(topic)
      if (!set) {
        set = new Set()
        this.subscribers.set(topic, set)
      }
      set.add(peer)
      return id
    })
  }

  private unsubscribe(peer: PeerState, topic: string): void {
    peer.subscriptions.delete(topic)
    this.removeSubscriber(topic, peer)
  }

  private removeSubscriber(topic: string, peer: PeerState): void {
    const set = this.subscribers.get(topic)
    set?.delete(peer)
    if (set?.size === 0) this.subscribers.delete(topic)
  }

  /** What the subscriber has yet to receive on these topics, read before its answer and pushed after it. */
  private async replay(peer: PeerState, topics: string[]): Promise<RelayMessage[]> {
    const now = this.options.now()
    const lists = await this.fromStore(() =>
      Promise.all(topics.map((topic) => this.store.undelivered(topic, peer.clientId, now))),
    )
    return lists.flat()
  }

  /** Keeps a message; returns it for delivery, or nothing for a repeat of a kept message. */
  private async store_(
    publisher: PeerState,
    topic: string,
    message: string,
    ttlSeconds: number,
    tag: number,
    attestation?: string,
  ): Promise<RelayMessage[]> {
    const { stored, added } = await this.fromStore(() =>
      this.store.add(
        { topic, message, tag, ttlSeconds, publisherId: publisher.clientId, ...(attestation ? { attestation } : {}) },
        this.options.now(),
      ),
    )
    // A repeated publish (a client retrying a slow answer, or republishing after a reconnect) is not pushed twice.
    return added ? [stored] : []
  }

  private async fromStore<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation()
    } catch {
      throw new RelayError(STORAGE_UNAVAILABLE, 'Relay storage unavailable: nothing was stored, try again')
    }
  }

  private deliver(message: RelayMessage): void {
    for (const peer of this.subscribers.get(message.topic) ?? []) {
      if (peer.clientId === message.publisherId) continue
      if (peer.busy) peer.held.push(message)
      else this.sendPush(peer, message)
    }
  }

  private sendPush(peer: PeerState, message: RelayMessage): void {
    if (peer.gone || !peer.subscriptions.has(message.topic)) return
    const key = `${message.topic} ${message.hash}`
    if (peer.pending.has(key)) return
    const id = this.nextPushId++
    awaitAck(peer, id, message)
    const subscription = peer.subscriptions.get(message.topic) ?? subscriptionId(message.topic, peer.clientId)
    peer.send(formatRequest(id, 'irn_subscription', { id: subscription, data: toMessageData(message) }))
  }

  private async acknowledge(peer: PeerState, id: JsonRpcId, ok: boolean): Promise<void> {
    const pending = peer.awaitingAck.get(id)
    if (!pending) return
    settleAck(peer, id, pending)
    // A lost acknowledgement only means the message is replayed once more; the client deduplicates.
    if (ok) await this.store.acknowledge(pending.topic, pending.hash, peer.clientId).catch(() => {})
  }

  private refuse(peer: PeerState, id: JsonRpcId | null, code: number, message: string): void {
    peer.send(formatError(id, code, message))
    if (!peer.violations.take()) cutPeer(peer, 'Too many refused frames')
  }
}

class MethodNotFound extends Error {
  constructor(method: string) {
    super(`Method not found: ${method}`)
  }
}

interface Outcome {
  result: unknown
  /** Messages to push to the caller once it has its answer. */
  replay?: RelayMessage[]
  /** Messages to push to the topic's other subscribers once the caller has its answer. */
  deliveries?: RelayMessage[]
}

/** `irn_subscription` data: every field the publisher gave that the protocol carries, attestation included. */
function toMessageData(stored: RelayMessage) {
  return {
    topic: stored.topic,
    message: stored.message,
    publishedAt: stored.publishedAt,
    tag: stored.tag,
    ...(stored.attestation !== undefined ? { attestation: stored.attestation } : {}),
  }
}
