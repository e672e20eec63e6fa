/** A published message as the relay delivers it, wherever it is kept. */
export interface RelayMessage {
  topic: string
  message: string
  /** sha256 of the message, hex: the key that deduplicates a topic's messages. */
  hash: string
  tag: number
  /** The publisher's optional Verify attestation (a JWT), delivered with the message as it came. */
  attestation?: string
  /** Milliseconds since the epoch. */
  publishedAt: number
  expiresAt: number
  /** The client that published it; it is never delivered back to it. */
  publisherId: string
}

export interface NewMessage {
  topic: string
  message: string
  tag: number
  ttlSeconds: number
  publisherId: string
  attestation?: string
}

/** The message `input` as stored at `now` under its `hash`, kept `ttlSeconds` (at least a millisecond). */
export function toRelayMessage(input: NewMessage, hash: string, now: number): RelayMessage {
  return {
    topic: input.topic,
    message: input.message,
    hash,
    tag: input.tag,
    ...(input.attestation !== undefined ? { attestation: input.attestation } : {}),
    publishedAt: now,
    expiresAt: now + Math.max(1, Math.round(input.ttlSeconds * 1000)),
    publisherId: input.publisherId,
  }
}

/**
 * Where the relay keeps its mailbox: messages per topic until their TTL, deduplicated by sha256 per topic,
 * with the clients that acknowledged each one. In memory for one process, in Redis for several.
 * Every method may reject when the storage is unreachable; the relay then answers with an error.
 */
export interface RelayStore {
  readonly kind: 'memory' | 'redis'
  /** Stores a message; a message already kept on its topic is not stored twice (`added: false`). */
  add(input: NewMessage, now: number): Promise<{ stored: RelayMessage; added: boolean }>
  /** What `clientId` has yet to receive on `topic`, oldest first: not its own, not acknowledged, not expired. */
  undelivered(topic: string, clientId: string, now: number): Promise<RelayMessage[]>
  /** Every live message on these topics, for `irn_batchFetchMessages`. */
  live(topics: string[], now: number): Promise<RelayMessage[]>
  acknowledge(topic: string, hash: string, clientId: string): Promise<void>
  /** Drops expired messages (Redis expires keys itself); returns how many. */
  sweep(now: number): number
  /** Messages kept, when the store can count them cheaply (memory); undefined otherwise. */
  size(): number | undefined
  /** False while the storage is unreachable. */
  healthy(): boolean
  close(): Promise<void>
}
