import { describe, expect, it } from 'vitest'
import { currentCommitment, isSolanaCommitment, SOLANA_COMMITMENTS } from './commitments.ts'

describe('Solana commitments (SPEC §9)', () => {
  it('names each older commitment as the one validators read today', () => {
    expect(SOLANA_COMMITMENTS.map((name) => `${name}→${currentCommitment(name)}`)).toEqual([
      'processed→processed',
      'confirmed→confirmed',
      'finalized→finalized',
      'recent→processed',
      'single→confirmed',
      'singleGossip→confirmed',
      'root→finalized',
      'max→finalized',
    ])
  })

  it('knows only those names', () => {
    expect(isSolanaCommitment('singleGossip')).toBe(true)
    expect(['Confirmed', 'toString', '', 1, undefined].some(isSolanaCommitment)).toBe(false)
  })
})
