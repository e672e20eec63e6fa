import { createHash } from 'node:crypto'
import { type NewMessage, type RelayMessage, toRelayMessage } from './RelayStore.ts'

/** A published message, kept for replay until it expires. */
export interface StoredMessage extends RelayMessage {
  /** Clients that acknowledged it; it is not replayed to them again. */
  acknowledgedBy: Set<string>
}

export interface MailboxLimits {
  maxMessagesPerTopic: number
  maxMessages: number
}

export function hashMessage(message: string): string {
  return createHash('sha256').update(message).digest('hex')
}

/**
 * Messages per topic, kept until their TTL so that a client subscribing late (a wallet pairing after the
 * proposal was published, a dapp subscribing to the session topic after the settlement) still receives them.
 * Memory is bounded: past either limit the oldest message goes first.
 */
export class Mailbox {
  /** Insertion order is publication order, so the first entry is always the oldest. */
  private readonly all = new Map<string, StoredMessage>()
  private readonly byTopic = new Map<string, Map<string, StoredMessage>>()

  constructor(private readonly limits: MailboxLimits) {}

  get size(): number {
    return this.all.size
  }

  /** Stores a message; a message already kept on its topic is not stored twice (`added: false`). */
  add(input: NewMessage, now: number): { stored: StoredMessage; added: boolean } {
    const hash = hashMessage(input.message)
    const existing = this.byTopic.get(input.topic)?.get(hash)
    if (existing && existing.expiresAt > now) return { stored: existing, added: false }
    if (existing) this.remove(existing)
    const stored: StoredMessage = { ...toRelayMessage(input, hash, now), acknowledgedBy: new Set() }
    let topicMessages = this.byTopic.get(input.topic)
    if (!topicMessages) {
      topicMessages = new Map()
      this.byTopic.set(input.topic, topicMessages)
    }
    topicMessages.set(hash, stored)
    this.all.set(key(input.topic, hash), stored)
    while (topicMessages.size > this.limits.maxMessagesPerTopic) this.remove(first(topicMessages))
    while (this.all.size > this.limits.maxMessages) this.remove(first(this.all))
    return { stored, added: true }
  }

  /** What a client subscribing to `topic` has yet to receive, oldest first. */
  undelivered(topic: string, clientId: string, now: number): StoredMessage[] {
    const topicMessages = this.byTopic.get(topic)
    if (!topicMessages) return []
    return [...topicMessages.values()].filter(
      (stored) => stored.expiresAt > now && stored.publisherId !== clientId && !stored.acknowledgedBy.has(clientId),
    )
  }

  /** Every live message on these topics, for `irn_batchFetchMessages`. */
  live(topics: string[], now: number): StoredMessage[] {
    return topics.flatMap((topic) => [...(this.byTopic.get(topic)?.values() ?? [])].filter((m) => m.expiresAt > now))
  }

  acknowledge(topic: string, hash: string, clientId: string): void {
    this.byTopic.get(topic)?.get(hash)?.acknowledgedBy.add(clientId)
  }

  /** Drops expired messages; returns how many. */
  sweep(now: number): number {
    let removed = 0
    for (const stored of this.all.values()) {
      if (stored.expiresAt <= now) {
        this.remove(stored)
        removed += 1
      }
    }
    return removed
  }

  private remove(stored: StoredMessage): void {
    this.all.delete(key(stored.topic, stored.hash))
    const topicMessages = this.byTopic.get(stored.topic)
    topicMessages?.delete(stored.hash)
    if (topicMessages?.size === 0) this.byTopic.delete(stored.topic)
  }
}

function key(topic: string, hash: string): string {
  return `${topic}:${hash}`
}

function first<T>(map: Map<string, T>): T {
  return map.values().next().value as T
}
