import { blake2b } from '@noble/hashes/blake2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import { type SignerPayloadJson, signerPayloadBytes } from './signerPayload.ts'

const payload: SignerPayloadJson = {
  address: '5Cysq7EA2yMVpcnUtswoznTGoS7WsR16P8tZBvBH68HJa7UN',
  blockHash: `0x${'bb'.repeat(32)}`,
  blockNumber: '0x00000010',
  era: '0x00',
  genesisHash: `0x${'aa'.repeat(32)}`,
  method: '0x0503',
  nonce: '0x00000007',
  specVersion: '0x001e8480',
  tip: '0x00000000000000000000000000000000',
  transactionVersion: '0x0000001a',
  signedExtensions: [
    'CheckSpecVersion',
    'CheckTxVersion',
    'CheckGenesis',
    'CheckMortality',
    'CheckNonce',
    'CheckMetadataHash',
  ],
  version: 4,
  mode: 0,
}

describe('signerPayloadBytes', () => {
  it('writes call, extras in order, then the additional signed data, the immortal era checking the genesis hash', () => {
    const expected = `0503${'00'}${'1c'}${'00'}${'80841e00'}${'1a000000'}${'aa'.repeat(32)}${'aa'.repeat(32)}${'00'}`
    expect(bytesToHex(signerPayloadBytes(payload))).toBe(expected)
  })

  it('hashes a payload longer than 256 bytes with blake2b-256', () => {
    const long = { ...payload, method: `0x${'11'.repeat(300)}` }
    const bare = { ...long, signedExtensions: [] }
    expect(signerPayloadBytes(long).length).toBe(32)
    expect(signerPayloadBytes(bare)).toEqual(
      blake2b(
        Uint8Array.from({ length: 300 }, () => 0x11),
        { dkLen: 32 },
      ),
    )
  })

  it('refuses a signed extension it does not know', () => {
    expect(() => signerPayloadBytes({ ...payload, signedExtensions: ['ChargeAssetTxPayment'] })).toThrow(
      'The Dev Wallet does not know the signed extension ChargeAssetTxPayment',
    )
  })
})
