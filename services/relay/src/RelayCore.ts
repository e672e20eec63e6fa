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
import { hashMessage, Mailbox, type MailboxLimits, type StoredMessage } from './Mailbox.ts'
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

const INTERNAL_ERROR = -32603
/** A client that never acknowledges must not grow the relay's memory without end. */
const MAX_AWAITING_ACK = 1000

/** One connected socket, as the protocol sees it. */
export interface Peer {
  readonly clientId: string
  readonly send: (text: string) => void
  /** topic → subscription id */
  readonly subscriptions: Map<string, string>
  /** push request id → the message it carried, until the client acknowledges it */
  readonly awaitingAck: Map<JsonRpcId, { topic: string; hash: string }>
}

export interface RelayCoreOptions extends MailboxLimits {
  maxMessageBytes: number
  now: () => number
}

export interface RelayStats {
  /** Open sockets. */
  clients: number
  /** Topics with at least one subscriber. */
  topics: number
  /** Messages kept in the mailbox, awaiting their TTL. */
  messages: number
}

/** The same id the SDK computes for itself (`hashMessage(topic + clientId)` in @walletconnect/core's Subscriber). */
export function subscriptionId(topic: string, clientId: string): string {
  return hashMessage(topic + clientId)
}

/**
 * The WalletConnect relay protocol over any text transport: subscriptions, publication with a per-topic
 * mailbox, pushes and their acknowledgements. It knows nothing of sockets; `startRelay` binds it to WebSocket.
 */
export class RelayCore {
  private readonly peers = new Set<Peer>()
  private readonly subscribers = new Map<string, Set<Peer>>()
  private readonly mailbox: Mailbox
  // Push ids only need to be unique per socket; starting from the clock keeps them apart from a previous run's.
  private nextPushId: number

  constructor(private readonly options: RelayCoreOptions) {
    this.mailbox = new Mailbox(options)
    this.nextPushId = Date.now() * 1000
  }

  connect(clientId: string, send: (text: string) => void): Peer {
    const peer: Peer = { clientId, send, subscriptions: new Map(), awaitingAck: new Map() }
    this.peers.add(peer)
    return peer
  }

  disconnect(peer: Peer): void {
    this.peers.delete(peer)
    for (const topic of peer.subscriptions.keys()) this.removeSubscriber(topic, peer)
    peer.subscriptions.clear()
    peer.awaitingAck.clear()
  }

  /** Handles one text frame from a peer. Never throws: every bad frame gets a JSON-RPC error. */
  receive(peer: Peer, text: string): void {
    const frame = parseFrame(text)
    if (frame.kind === 'invalid') {
      peer.send(formatError(frame.id, frame.code, frame.message))
    } else if (frame.kind === 'response') {
      this.acknowledge(peer, frame.id, frame.ok)
    } else {
      this.answer(peer, frame)
    }
  }

  private answer(peer: Peer, request: JsonRpcRequest): void {
    let outcome: Outcome
    try {
      outcome = this.handle(peer, request)
    } catch (error) {
      const [code, message] =
        error instanceof InvalidParamsError
          ? [INVALID_PARAMS, error.message]
          : error instanceof MethodNotFound
            ? [METHOD_NOT_FOUND, error.message]
            : [INTERNAL_ERROR, 'Internal error']
      peer.send(formatError(request.id, code, message))
      return
    }
    peer.send(formatResult(request.id, outcome.result))
    // After the answer: the publisher learns its publish landed before any peer can react to it (the other
    // order lets a fast peer's reply overtake the answer), and a subscriber knows its subscription id before
    // the first message arrives.
    for (const stored of outcome.deliveries ?? []) this.deliver(stored)
    for (const topic of outcome.replayTopics) this.replay(peer, topic)
  }

  sweep(): number {
    return this.mailbox.sweep(this.options.now())
  }

  stats(): RelayStats {
    this.sweep()
    return { clients: this.peers.size, topics: this.subscribers.size, messages: this.mailbox.size }
  }

  private handle(peer: Peer, request: JsonRpcRequest): Outcome {
    const { maxMessageBytes } = this.options
    switch (request.method) {
      case 'irn_subscribe': {
        const topic = readTopic(request.params)
        return { result: this.subscribe(peer, topic), replayTopics: [topic] }
      }
      case 'irn_batchSubscribe': {
        const topics = readTopics(request.params)
        return { result: topics.map((topic) => this.subscribe(peer, topic)), replayTopics: topics }
      }
      case 'irn_unsubscribe':
        this.unsubscribe(peer, readUnsubscribe(request.params).topic)
        return { result: true, replayTopics: [] }
      case 'irn_batchUnsubscribe':
        for (const { topic } of readSubscriptions(request.params)) this.unsubscribe(peer, topic)
        return { result: true, replayTopics: [] }
      case 'irn_publish': {
        const { topic, message, ttl, tag, attestation } = readPublish(request.params, maxMessageBytes)
        return { result: true, replayTopics: [], deliveries: this.store(peer, topic, message, ttl, tag, attestation) }
      }
      case 'irn_batchFetchMessages': {
        const messages = this.mailbox.live(readTopics(request.params), this.options.now()).map(toMessageData)
        return { result: { messages, hasMore: false }, replayTopics: [] }
      }
      case 'wc_proposeSession': {
        const { pairingTopic, sessionProposal, ttl, attestation } = readProposeSession(request.params, maxMessageBytes)
        this.subscribe(peer, pairingTopic)
        const deliveries = this.store(peer, pairingTopic, sessionProposal, ttl, TAG_SESSION_PROPOSE, attestation)
        return { result: true, replayTopics: [pairingTopic], deliveries }
      }
      case 'wc_approveSession': {
        const params = readApproveSession(request.params, maxMessageBytes)
        this.subscribe(peer, params.sessionTopic)
        const deliveries = [
          ...this.store(
            peer,
            params.pairingTopic,
            params.sessionProposalResponse,
            params.ttl,
            TAG_SESSION_PROPOSE_RESPONSE,
          ),
          ...this.store(peer, params.sessionTopic, params.sessionSettlementRequest, params.ttl, TAG_SESSION_SETTLE),
        ]
        return { result: true, replayTopics: [params.sessionTopic], deliveries }
      }
      default:
        throw new MethodNotFound(request.method)
    }
  }

  private subscribe(peer: Peer, topic: string): string {
    const id = subscriptionId(topic, peer.clientId)
    peer.subscriptions.set(topic, id)
    let set = this.subscribers.get(topic)
    if (!set) {
      set = new Set()
      this.subscribers.set(topic, set)
    }
    set.add(peer)
    return id
  }

  private unsubscribe(peer: Peer, topic: string): void {
    peer.subscriptions.delete(topic)
    this.removeSubscriber(topic, peer)
  }

  private removeSubscriber(topic: string, peer: Peer): void {
    const set = this.subscribers.get(topic)
    set?.delete(peer)
    if (set?.size === 0) this.subscribers.delete(topic)
  }

  /** Keeps a message in the mailbox; returns it for delivery, or nothing for a repeat of a kept message. */
  private store(
    publisher: Peer,
    topic: string,
    message: string,
    ttlSeconds: number,
    tag: number,
    attestation?: string,
  ): StoredMessage[] {
    const { stored, added } = this.mailbox.add(
      { topic, message, tag, ttlSeconds, publisherId: publisher.clientId, ...(attestation ? { attestation } : {}) },
      this.options.now(),
    )
    // A repeated publish (a client retrying a slow answer, or republishing after a reconnect) is not pushed twice.
    return added ? [stored] : []
  }

  private deliver(stored: StoredMessage): void {
    for (const peer of this.subscribers.get(stored.topic) ?? []) {
      if (peer.clientId !== stored.publisherId) this.push(peer, stored)
    }
  }

  private replay(peer: Peer, topic: string): void {
    if (!peer.subscriptions.has(topic)) return
    for (const stored of this.mailbox.undelivered(topic, peer.clientId, this.options.now())) this.push(peer, stored)
  }

  private push(peer: Peer, stored: StoredMessage): void {
    const id = this.nextPushId++
    peer.awaitingAck.set(id, { topic: stored.topic, hash: stored.hash })
    if (peer.awaitingAck.size > MAX_AWAITING_ACK) peer.awaitingAck.delete(peer.awaitingAck.keys().next().value!)
    const subscription = peer.subscriptions.get(stored.topic) ?? subscriptionId(stored.topic, peer.clientId)
    peer.send(formatRequest(id, 'irn_subscription', { id: subscription, data: toMessageData(stored) }))
  }

  private acknowledge(peer: Peer, id: JsonRpcId, ok: boolean): void {
    const pending = peer.awaitingAck.get(id)
    if (!pending) return
    peer.awaitingAck.delete(id)
    if (ok) this.mailbox.acknowledge(pending.topic, pending.hash, peer.clientId)
  }
}

class MethodNotFound extends Error {
  constructor(method: string) {
    super(`Method not found: ${method}`)
  }
}

interface Outcome {
  result: unknown
  /** Topics to replay to the caller once it has its answer. */
  replayTopics: string[]
  /** Messages to push to the topic's other subscribers once the caller has its answer. */
  deliveries?: StoredMessage[]
}

/** `irn_subscription` data: every field the publisher gave that the protocol carries, attestation included. */
function toMessageData(stored: StoredMessage) {
  return {
    topic: stored.topic,
    message: stored.message,
    publishedAt: stored.publishedAt,
    tag: stored.tag,
    ...(stored.attestation !== undefined ? { attestation: stored.attestation } : {}),
  }
}
