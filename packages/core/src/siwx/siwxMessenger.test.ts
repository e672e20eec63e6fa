import { formatSiwxMessage, parseSiwxMessage } from '@foyer/protocol/siwx-message'
import { describe, expect, it } from 'vitest'
import { createSiwxMessenger, randomNonce } from './siwxMessenger.ts'

describe('createSiwxMessenger', () => {
  it('builds a message that formats and reads back, with a fresh nonce each time', async () => {
    let nonces = 0
    const messenger = createSiwxMessenger({
      domain: 'app.example:8443',
      uri: 'https://app.example:8443',
      statement: 'Sign in to Example',
      expiresInMs: 60_000,
      getNonce: async () => `nonce0000${++nonces}`,
      now: () => Date.UTC(2026, 10, 22, 10),
    })
    const input = { accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 'eip155:31337' } as const
    const first = await messenger.createMessage(input)
    const second = await messenger.createMessage(input)
    expect(first).toEqual({
      ...input,
      domain: 'app.example:8443',
      uri: 'https://app.example:8443',
      version: '1',
      nonce: 'nonce00001',
      issuedAt: '2026-11-22T10:00:00.000Z',
      expirationTime: '2026-11-22T10:01:00.000Z',
      statement: 'Sign in to Example',
    })
    expect(second.nonce).toBe('nonce00002')
    expect(parseSiwxMessage(formatSiwxMessage(first))).toEqual(first)
  })

  it('makes 16-character alphanumeric nonces that do not repeat', () => {
    const nonces = new Set(Array.from({ length: 200 }, () => randomNonce()))
    expect(nonces.size).toBe(200)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/)
  })
})
