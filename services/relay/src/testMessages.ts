import type { NewMessage } from './RelayStore.ts'

/** A message from the publisher 'dapp' on `topic`, for the mailbox and store tests. */
export function newMessage(topic: string, text: string, ttlSeconds = 60): NewMessage {
  return { topic, message: text, tag: 1, ttlSeconds, publisherId: 'dapp' }
}
