import { describe, expect, it } from 'vitest'
import { deriveSymKey, generateKeyPair, generateSymKey, topicOf } from './keys.ts'

describe('key agreement', () => {
  it('gives both peers the same session key, and a topic that is its SHA-256', () => {
    const [dapp, wallet] = [generateKeyPair(), generateKeyPair()]
    const key = deriveSymKey(dapp.privateKey, wallet.publicKey)
    expect(deriveSymKey(wallet.privateKey, dapp.publicKey)).toBe(key)
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(topicOf(key)).toMatch(/^[0-9a-f]{64}$/)
    expect(topicOf(key)).not.toBe(topicOf(generateSymKey()))
  })

  it('matches the known SHA-256 of a key', () => {
    expect(topicOf('00'.repeat(32))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925')
  })

  it('refuses a peer key that is not 32 bytes of hex, and a low-order point', () => {
    const { privateKey } = generateKeyPair()
    expect(() => deriveSymKey(privateKey, 'abc')).toThrow('The peer public key is not 32 bytes of hex')
    expect(() => deriveSymKey(privateKey, '00'.repeat(32))).toThrow()
  })
})
