import { describe, expect, it } from 'vitest'
import { base64, concatBytes } from '../encoding/bytes.ts'
import { EnvelopeError, openEnvelope, seal, TYPE_0, TYPE_1, unseal } from './envelope.ts'
import { generateKeyPair, generateSymKey } from './keys.ts'

const key = generateSymKey()

describe('envelopes', () => {
  it('seals a type 0 envelope as 0x00 | iv | ciphertext+tag and opens it again', () => {
    const encoded = seal(key, '{"id":1}')
    const bytes = base64.decode(encoded)
    expect(bytes[0]).toBe(TYPE_0)
    expect(bytes.length).toBe(1 + 12 + 8 + 16)
    const opened = openEnvelope(encoded)
    expect(unseal(key, opened)).toBe('{"id":1}')
  })

  it('carries the sender’s public key in a type 1 envelope', () => {
    const { publicKey } = generateKeyPair()
    const opened = openEnvelope(seal(key, 'hello', { senderPublicKey: publicKey }))
    expect(opened.type).toBe(TYPE_1)
    expect(opened.senderPublicKey).toBe(publicKey)
    expect(unseal(key, opened)).toBe('hello')
  })

  it('refuses a changed byte, a wrong key, a short or unknown envelope, and non-base64', () => {
    const bytes = base64.decode(seal(key, 'hello'))
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1
    expect(() => unseal(key, openEnvelope(base64.encode(bytes)))).toThrow(EnvelopeError)
    expect(() => unseal(generateSymKey(), openEnvelope(seal(key, 'hello')))).toThrow(
      'The envelope does not authenticate under this topic’s key',
    )
    expect(() => openEnvelope(base64.encode(Uint8Array.of(0, 1, 2)))).toThrow('The envelope is too short')
    expect(() => openEnvelope(base64.encode(concatBytes(Uint8Array.of(2), new Uint8Array(40))))).toThrow(
      'Envelope type 2 is not accepted',
    )
    expect(() => openEnvelope('not base64!')).toThrow('The envelope is not base64')
  })
})
