import { Mailbox, type MailboxLimits, type StoredMessage } from './Mailbox.ts'
import type { RelayMessage, RelayStore } from './RelayStore.ts'

/** The embedded default: the mailbox in this process's memory, lost when it stops. */
export function createMemoryStore(limits: MailboxLimits): RelayStore {
  const mailbox = new Mailbox(limits)
  return {
    kind: 'memory',
    add: async (input, now) => {
      const { stored, added } = mailbox.add(input, now)
      return { stored: plain(stored), added }
    },
    undelivered: async (topic, clientId, now) => mailbox.undelivered(topic, clientId, now).map(plain),
    live: async (topics, now) => mailbox.live(topics, now).map(plain),
    acknowledge: async (topic, hash, clientId) => mailbox.acknowledge(topic, hash, clientId),
    sweep: (now) => mailbox.sweep(now),
    size: () => mailbox.size,
    healthy: () => true,
    close: async () => {},
  }
}

/** A copy without the acknowledgements: what every store hands out. */
function plain({ acknowledgedBy: _, ...message }: StoredMessage): RelayMessage {
  return message
}
