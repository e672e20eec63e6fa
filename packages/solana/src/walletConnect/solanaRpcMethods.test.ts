import { describe, expect, it } from 'vitest'
import { encodeBase58 } from '../base58.ts'
import {
  fromBase64,
  readSignature,
  readSignedTransaction,
  readSignedTransactions,
  signAndSendTransactionParams,
  signMessageParams,
  toBase64,
} from './solanaRpcMethods.ts'

const SIGNATURE = Uint8Array.from({ length: 64 }, (_, index) => 255 - index)
const PUBKEY = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'

describe('WalletConnect’s Solana methods', () => {
  it('sends a message as base58 of its bytes, with the signing key', () => {
    expect(signMessageParams(new TextEncoder().encode('hi'), PUBKEY)).toEqual({ message: '8wr', pubkey: PUBKEY })
  })

  it('sends a transaction in base64 with only the send options that were set', () => {
    expect(signAndSendTransactionParams(Uint8Array.of(1, 2, 3), { skipPreflight: true, maxRetries: 0 })).toEqual({
      transaction: 'AQID',
      sendOptions: { skipPreflight: true, maxRetries: 0 },
    })
    expect(signAndSendTransactionParams(Uint8Array.of(1, 2, 3))).toEqual({ transaction: 'AQID' })
  })

  it('reads a base58 signature of 64 bytes', () => {
    expect(readSignature({ signature: encodeBase58(SIGNATURE) })).toEqual(SIGNATURE)
  })

  it('refuses an answer whose signature is not 64 bytes of base58', () => {
    for (const answer of [{ signature: 'abc' }, { signature: 'O0Il' }, { signature: 42 }, null, 'sig']) {
      expect(() => readSignature(answer)).toThrow('The wallet sent no valid signature')
    }
  })

  it('reads solana_signTransaction’s signed transaction, else its signature alone', () => {
    const wire = Uint8Array.of(1, 2, 3, 4)
    expect(readSignedTransaction({ signature: encodeBase58(SIGNATURE), transaction: toBase64(wire) })).toEqual({
      transaction: wire,
    })
    expect(readSignedTransaction({ signature: encodeBase58(SIGNATURE) })).toEqual({ signature: SIGNATURE })
  })

  it('refuses a signed transaction that is not base64', () => {
    expect(() => readSignedTransaction({ transaction: '***' })).toThrow(
      'The wallet sent a transaction that is not base64',
    )
  })

  it('reads as many signed transactions as were sent, and refuses another count', () => {
    const answer = { transactions: [toBase64(Uint8Array.of(1)), toBase64(Uint8Array.of(2))] }
    expect(readSignedTransactions(answer, 2)).toEqual([Uint8Array.of(1), Uint8Array.of(2)])
    expect(() => readSignedTransactions(answer, 3)).toThrow('The wallet did not send back 3 signed transactions')
  })

  it('reads base64 back to the bytes it came from', () => {
    const bytes = Uint8Array.from({ length: 1232 }, (_, index) => index % 256)
    expect(fromBase64(toBase64(bytes))).toEqual(bytes)
    expect(fromBase64('not base64!')).toBeUndefined()
  })
})
