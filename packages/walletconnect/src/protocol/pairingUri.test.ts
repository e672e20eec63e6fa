import { describe, expect, it } from 'vitest'
import { formatPairingUri, parsePairingUri } from './pairingUri.ts'

const topic = '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9'
const symKey = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const now = 1_705_667_000

describe('pairing URIs', () => {
  it('writes the spec’s form and reads it back', () => {
    const pairing = {
      topic,
      symKey,
      relayProtocol: 'irn',
      expiryTimestamp: 1_705_667_684,
      methods: [['wc_sessionPropose']],
    }
    const uri = formatPairingUri(pairing)
    expect(uri).toBe(
      `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=1705667684&methods=[wc_sessionPropose]`,
    )
    expect(parsePairingUri(uri, now)).toEqual(pairing)
  })

  it('reads the spec’s example with grouped methods, and a plain method list', () => {
    const example = `wc:${topic}@2?symKey=${symKey}&methods=[wc_sessionPropose],[wc_authRequest,wc_authBatchRequest]&relay-protocol=irn&expiryTimestamp=1705667684`
    expect(parsePairingUri(example, now).methods).toEqual([
      ['wc_sessionPropose'],
      ['wc_authRequest', 'wc_authBatchRequest'],
    ])
    const plain = `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=1705667684&methods=wc_sessionPropose`
    expect(parsePairingUri(plain, now).methods).toEqual([['wc_sessionPropose']])
  })

  it('refuses an expired pairing', () => {
    const uri = `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=${now}`
    expect(() => parsePairingUri(uri, now)).toThrow('The pairing URI has expired: ask the dapp for a new one')
  })

  it('refuses URIs of another version, a bad key or topic, or another relay protocol', () => {
    expect(() => parsePairingUri('https://example.com', now)).toThrow('A WalletConnect URI looks like')
    expect(() => parsePairingUri(`wc:${topic}@1?bridge=x&key=y`, now)).toThrow('WalletConnect v1 URIs')
    expect(() => parsePairingUri(`wc:abc@2?relay-protocol=irn&symKey=${symKey}`, now)).toThrow('topic')
    expect(() => parsePairingUri(`wc:${topic}@2?relay-protocol=irn&symKey=abc`, now)).toThrow('symKey')
    expect(() => parsePairingUri(`wc:${topic}@2?relay-protocol=waku&symKey=${symKey}`, now)).toThrow('waku')
  })
})
