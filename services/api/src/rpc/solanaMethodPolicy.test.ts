import { SOLANA_COMMITMENTS } from '@foyer/protocol'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { isSolanaRpcMethodAllowed, judgeSolanaCall } from './solanaMethodPolicy.ts'

const KEY = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const MINT = '2sxwyDJvuYJ6iNSxYZHGUNjAV7aSa6uRGXGCaWcMQzgu'
const SIGNATURE = base58.encode(new Uint8Array(64).fill(7))
const judge = (method: string, params?: unknown) => judgeSolanaCall({ method, params: params as unknown[] })
const refusal = (method: string, params?: unknown) => {
  const verdict = judge(method, params)
  return verdict.kind === 'invalidParams' ? verdict.message : verdict.kind
}

describe('isSolanaRpcMethodAllowed', () => {
  it('allows the reads, fees, simulations and sends a dapp and @solana/kit make', () => {
    for (const method of [
      'getLatestBlockhash',
      'getBalance',
      'getAccountInfo',
      'getMultipleAccounts',
      'getTokenAccountsByOwner',
      'getTokenAccountBalance',
      'getSignatureStatuses',
      'getTransaction',
      'sendTransaction',
      'simulateTransaction',
      'getFeeForMessage',
      'getMinimumBalanceForRentExemption',
      'getSlot',
      'getBlockHeight',
      'getEpochInfo',
      'getVersion',
      'getHealth',
      'getGenesisHash',
      'isBlockhashValid',
      'getRecentPrioritizationFees',
    ]) {
      expect(isSolanaRpcMethodAllowed(method), method).toBe(true)
    }
  })

  it('refuses the faucet, program scans, whole blocks, EVM methods and unknown names', () => {
    for (const method of [
      'requestAirdrop',
      'getProgramAccounts',
      'getBlock',
      'eth_chainId',
      'GETBALANCE',
      '__proto__',
    ]) {
      expect(isSolanaRpcMethodAllowed(method), method).toBe(false)
    }
  })
})

describe('judgeSolanaCall', () => {
  it('forwards a call with the params Agave takes, trailing config left out or null', () => {
    expect(judge('getBalance', [KEY])).toMatchObject({ kind: 'forward' })
    expect(judge('getBalance', [KEY, null])).toMatchObject({ kind: 'forward' })
    expect(judge('getBalance', [KEY, { commitment: 'confirmed', minContextSlot: 5 }])).toMatchObject({
      kind: 'forward',
    })
    expect(judge('getLatestBlockhash')).toMatchObject({ kind: 'forward' })
    expect(judge('getTokenAccountsByOwner', [KEY, { mint: MINT }, { encoding: 'jsonParsed' }])).toMatchObject({
      kind: 'forward',
    })
  })

  it('accepts every SPEC §9 commitment and forwards the deprecated ones by their current names', () => {
    const current: Record<string, string> = {
      processed: 'processed',
      confirmed: 'confirmed',
      finalized: 'finalized',
      recent: 'processed',
      single: 'confirmed',
      singleGossip: 'confirmed',
      root: 'finalized',
      max: 'finalized',
    }
    for (const commitment of SOLANA_COMMITMENTS) {
      expect(judge('getSlot', [{ commitment }])).toEqual({
        kind: 'forward',
        params: [{ commitment: current[commitment] }],
      })
    }
    expect(refusal('getSlot', [{ commitment: 'FINALIZED' }])).toMatch(
      /^Invalid params: getSlot params\[0\]\.commitment/,
    )
  })

  it('refuses a public key that is not 32 bytes of base58, naming the param', () => {
    for (const key of [KEY.slice(1), `${KEY}1`, KEY.toLowerCase(), `0x${'a'.repeat(40)}`, 42]) {
      expect(refusal('getBalance', [key])).toMatch(/^Invalid params: getBalance params\[0\]/)
    }
  })

  it("bounds the lists at Agave's limits: 100 accounts, 256 signatures, 128 fee accounts", () => {
    expect(judge('getMultipleAccounts', [Array(100).fill(KEY)]).kind).toBe('forward')
    expect(refusal('getMultipleAccounts', [Array(101).fill(KEY)])).toContain('must list at most 100')
    expect(judge('getSignatureStatuses', [Array(256).fill(SIGNATURE)]).kind).toBe('forward')
    expect(refusal('getSignatureStatuses', [Array(257).fill(SIGNATURE)])).toContain('must list at most 256')
    expect(refusal('getRecentPrioritizationFees', [Array(129).fill(KEY)])).toContain('must list at most 128')
  })

  it('refuses a wire transaction larger than a packet, or not in the encoding its config names', () => {
    const base64 = Buffer.alloc(1232, 1).toString('base64')
    expect(judge('sendTransaction', [base64, { encoding: 'base64' }]).kind).toBe('forward')
    expect(refusal('sendTransaction', [Buffer.alloc(1233, 1).toString('base64'), { encoding: 'base64' }])).toContain(
      'must be at most 1232 bytes (one packet)',
    )
    expect(refusal('sendTransaction', ['A'.repeat(1648), { encoding: 'base64' }])).toContain(
      'must be at most 1644 base64 characters',
    )
    expect(refusal('sendTransaction', ['2'.repeat(1684)])).toContain('must be at most 1683 base58 characters')
    // Agave reads a transaction without an encoding as base58: base64's + and / are not base58.
    expect(refusal('sendTransaction', [`${base64.slice(0, 100)}+/`])).toContain('must be base58 text')
    expect(refusal('simulateTransaction', ['', { encoding: 'base64' }])).toContain('must be a base64 string')
  })

  it('refuses config fields Agave does not read, and numbers past what JSON carries exactly', () => {
    expect(refusal('getBalance', [KEY, { commitment: 'confirmed', extra: 1 }])).toMatch(/params\[1\]/)
    expect(refusal('getSlot', [{ minContextSlot: -1 }])).toContain('must not be negative')
    expect(refusal('getSlot', [{ minContextSlot: 2 ** 64 }])).toContain('must be')
    expect(refusal('getMinimumBalanceForRentExemption', [10 * 1024 * 1024 + 1])).toContain('at most 10485760 bytes')
    expect(refusal('getSignaturesForAddress', [KEY, { limit: 1001 }])).toContain('must be at most 1000')
  })

  it('refuses named params and more params than the method takes', () => {
    expect(refusal('getBalance', { pubkey: KEY } as never)).toBe(
      'Invalid params: getBalance takes its params as a list',
    )
    expect(refusal('getHealth', [1])).toBe('Invalid params: getHealth takes at most 0 params')
  })

  it('answers a method off the list as not allowed, whatever its params', () => {
    expect(judge('requestAirdrop', [KEY, 1_000_000_000])).toEqual({ kind: 'notAllowed' })
  })
})
