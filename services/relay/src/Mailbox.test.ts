import { describe, expect, it } from 'vitest'
import { hashMessage, Mailbox } from './Mailbox.ts'
import { newMessage } from './testMessages.ts'

const limits = { maxMessagesPerTopic: 3, maxMessages: 5 }
const message = newMessage

describe('Mailbox', () => {
  it('keeps a message for a late subscriber until its TTL, then sweeps it', () => {
    const mailbox = new Mailbox(limits)
    mailbox.add(message('t', 'hello', 60), 1_000)
    expect(mailbox.undelivered('t', 'wallet', 60_999).map((m) => m.message)).toEqual(['hello'])
    expect(mailbox.undelivered('t', 'wallet', 61_000)).toEqual([])
    expect(mailbox.sweep(61_000)).toBe(1)
    expect(mailbox.size).toBe(0)
  })

  it('stores the same message on a topic once while it lives', () => {
    const mailbox = new Mailbox(limits)
    expect(mailbox.add(message('t', 'hello'), 0).added).toBe(true)
    expect(mailbox.add(message('t', 'hello'), 10).added).toBe(false)
    expect(mailbox.add(message('other', 'hello'), 10).added).toBe(true)
    expect(mailbox.size).toBe(2)
    expect(mailbox.add(message('t', 'hello', 1), 60_000).added).toBe(true)
  })

  it('never hands a message back to its publisher nor to a client that acknowledged it', () => {
    const mailbox = new Mailbox(limits)
    mailbox.add(message('t', 'hello'), 0)
    expect(mailbox.undelivered('t', 'dapp', 1)).toEqual([])
    mailbox.acknowledge('t', hashMessage('hello'), 'wallet')
    expect(mailbox.undelivered('t', 'wallet', 1)).toEqual([])
    expect(mailbox.undelivered('t', 'other-wallet', 1)).toHaveLength(1)
  })

  it('drops the oldest message past the per-topic and the total limits', () => {
    const mailbox = new Mailbox(limits)
    for (const text of ['a', 'b', 'c', 'd']) mailbox.add(message('t', text), 0)
    expect(mailbox.undelivered('t', 'wallet', 1).map((m) => m.message)).toEqual(['b', 'c', 'd'])
    for (const text of ['e', 'f', 'g']) mailbox.add(message('u', text), 0)
    expect(mailbox.size).toBe(5)
    expect(mailbox.undelivered('t', 'wallet', 1).map((m) => m.message)).toEqual(['c', 'd'])
  })

  it('returns every live message of the asked topics for a batch fetch', () => {
    const mailbox = new Mailbox(limits)
    mailbox.add(message('t', 'a', 1), 0)
    mailbox.add(message('t', 'b', 60), 0)
    mailbox.add(message('u', 'c', 60), 0)
    expect(mailbox.live(['t', 'u', 'none'], 5_000).map((m) => m.message)).toEqual(['b', 'c'])
  })
})
