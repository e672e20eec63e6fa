import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { isSignatureWellFormed, sessionAddress } from './siwxAccount.ts'

const SOLANA = 'solana:8Hr5WbESnKhtPTCX2GP5GbJgMMM495Ru'

describe('sessionAddress', () => {
  it('checksums an EVM address and keeps a Solana address exactly as signed', () => {
    expect(sessionAddress('eip155:1', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    expect(sessionAddress(SOLANA, 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')).toBe(
      'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    )
  })
})

describe('isSignatureWellFormed', () => {
  it('takes hex for EVM and base58 of 64 bytes for Solana, and nothing for other namespaces', () => {
    const ed25519 = base58.encode(new Uint8Array(64).fill(9))
    expect(isSignatureWellFormed('eip155:1', `0x${'ab'.repeat(65)}`)).toBe(true)
    expect(isSignatureWellFormed('eip155:1', ed25519)).toBe(false)
    expect(isSignatureWellFormed(SOLANA, ed25519)).toBe(true)
    expect(isSignatureWellFormed(SOLANA, `0x${'ab'.repeat(64)}`)).toBe(false)
    expect(isSignatureWellFormed(SOLANA, base58.encode(new Uint8Array(65).fill(9)))).toBe(false)
    expect(isSignatureWellFormed('bip122:000000000019d6689c085ae165831e93', ed25519)).toBe(false)
  })
})
