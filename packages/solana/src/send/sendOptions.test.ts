import { describe, expect, it } from 'vitest'
import { PREFLIGHT_COMMITMENTS, sendOptionsFor } from './sendOptions.ts'

describe('sendOptionsFor', () => {
  it('knows SPEC §9’s eight preflight commitments', () => {
    expect(PREFLIGHT_COMMITMENTS).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ])
  })

  it('names each older commitment as nodes know it today', () => {
    const today = PREFLIGHT_COMMITMENTS.map((name) => sendOptionsFor({ preflightCommitment: name }).preflightCommitment)
    expect(today).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'processed',
      'confirmed',
      'confirmed',
      'finalized',
      'finalized',
    ])
  })

  it('passes skipPreflight, maxRetries and minContextSlot as given, and leaves out what is unset', () => {
    expect(sendOptionsFor({ skipPreflight: true, maxRetries: 0, minContextSlot: 12 })).toEqual({
      skipPreflight: true,
      maxRetries: 0,
      minContextSlot: 12,
    })
    expect(sendOptionsFor()).toEqual({})
  })

  it('refuses a negative or fractional maxRetries and minContextSlot, naming the option', () => {
    expect(() => sendOptionsFor({ maxRetries: -1 })).toThrow('maxRetries must be a whole number ≥ 0')
    expect(() => sendOptionsFor({ minContextSlot: 1.5 })).toThrow('minContextSlot must be a whole number ≥ 0')
  })
})
