import type { JsonRpcId } from './jsonRpc.ts'
import { hashMessage } from './Mailbox.ts'
import type { RelayMessage } from './RelayStore.ts'
import { TokenBucket } from './tokenBucket.ts'

/** A client that never acknowledges must not grow the relay's memory without end. */
const MAX_AWAITING_ACK = 1000
/** Frames waiting for their turn on one socket; a client that outruns the relay this far is flooding. */
const MAX_QUEUED_FRAMES = 256
export const POLICY_VIOLATION = 1008

/** What one client may do; past the violation budget its socket is closed with 1008. */
export interface ClientLimits {
  maxMessageBytes: number
  /** Publishes (`irn_publish`, `wc_proposeSession`, `wc_approveSession`) per second per socket, and the burst. */
  publishesPerSecond: number
  publishBurst: number
  maxSubscriptionsPerSocket: number
  /** Refused frames (malformed, invalid, over a limit) a socket may send in a burst; one more per second. */
  maxViolations: number
}

/** One connected socket, as the protocol sees it. */
export interface Peer {
  readonly clientId: string
  readonly send: (text: string) => void
  readonly close: (code: number, reason: string) => void
  /** topic → subscription id */
  readonly subscriptions: Map<string, string>
  /** push request id → the message it carried, until the client acknowledges it */
  readonly awaitingAck: Map<JsonRpcId, { topic: string; hash: string }>
}

export interface PeerState extends Peer {
  /** `topic hash` of every push awaiting its acknowledgement: a message is not pushed twice meanwhile. */
  pending: Set<string>
  /** Frames are handled one after another, so answers and pushes keep their order on the socket. */
  queue: Promise<void>
  queued: number
  /** While a request is handled, pushes from other clients wait until its answer is sent. */
  busy: boolean
  held: RelayMessage[]
  publishes: TokenBucket
  violations: TokenBucket
  gone: boolean
}

/** The same id the SDK computes for itself (`hashMessage(topic + clientId)` in @walletconnect/core's Subscriber). */
export function subscriptionId(topic: string, clientId: string): string {
  return hashMessage(topic + clientId)
}

/** A new socket's state: empty subscriptions and queues, full token buckets. */
export function createPeerState(
  clientId: string,
  send: (text: string) => void,
  close: (code: number, reason: string) => void,
  limits: ClientLimits & { now: () => number },
): PeerState {
  return {
    clientId,
    send,
    close,
    subscriptions: new Map(),
    awaitingAck: new Map(),
    pending: new Set(),
    queue: Promise.resolve(),
    queued: 0,
    busy: false,
    held: [],
    publishes: new TokenBucket(limits.publishBurst, limits.publishesPerSecond, limits.now),
    violations: new TokenBucket(limits.maxViolations, 1, limits.now),
    gone: false,
  }
}

/**
 * Runs `handle` after the frames the socket sent before it. A socket with MAX_QUEUED_FRAMES waiting is flooding:
 * it is cut and the frame dropped.
 */
export function enqueueFrame(peer: PeerState, handle: () => Promise<void>): Promise<void> {
  if (peer.gone) return Promise.resolve()
  if (++peer.queued > MAX_QUEUED_FRAMES) {
    cutPeer(peer, 'Too many frames waiting')
    return Promise.resolve()
  }
  peer.queue = peer.queue.then(async () => {
    peer.queued -= 1
    if (!peer.gone) await handle()
  })
  return peer.queue
}

/** Closes the socket with 1008 (policy violation), once. */
export function cutPeer(peer: PeerState, reason: string): void {
  if (peer.gone) return
  peer.gone = true
  peer.close(POLICY_VIOLATION, reason)
}

/** Remembers push `id` until its acknowledgement; past MAX_AWAITING_ACK the oldest is forgotten. */
export function awaitAck(peer: PeerState, id: JsonRpcId, message: RelayMessage): void {
  peer.awaitingAck.set(id, { topic: message.topic, hash: message.hash })
  peer.pending.add(`${message.topic} ${message.hash}`)
  if (peer.awaitingAck.size > MAX_AWAITING_ACK) {
    const [oldestId, oldest] = peer.awaitingAck.entries().next().value!
    settleAck(peer, oldestId, oldest)
  }
}

/** Forgets push `id`: acknowledged, refused, or the oldest past the cap. */
export function settleAck(peer: PeerState, id: JsonRpcId, pushed: { topic: string; hash: string }): void {
  peer.awaitingAck.delete(id)
  peer.pending.delete(`${pushed.topic} ${pushed.hash}`)
}
