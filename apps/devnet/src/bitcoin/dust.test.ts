import { describe, expect, it } from 'vitest'
import { dustThreshold } from './dust.ts'

const script = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'))

describe("Core's dust thresholds at 3 sat/vB", () => {
  it.each([
    ['P2WPKH', `0014${'11'.repeat(20)}`, 294n],
    ['P2TR', `5120${'11'.repeat(32)}`, 330n],
    ['P2WSH', `0020${'11'.repeat(32)}`, 330n],
    ['P2SH', `a914${'11'.repeat(20)}87`, 540n],
    ['P2PKH', `76a914${'11'.repeat(20)}88ac`, 546n],
    ['OP_RETURN', '6a0401020304', 0n],
  ])('are %s: %s → %i sats', (_, hex, threshold) => {
    expect(dustThreshold(script(hex))).toBe(threshold)
  })
})
