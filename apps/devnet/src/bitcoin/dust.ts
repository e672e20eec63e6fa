import { isWitnessProgram, outputScriptType } from './outputScript.ts'

/** Core's DUST_RELAY_TX_FEE: 3 sat/vB. */
const DUST_RELAY_SATS_PER_VBYTE = 3n

/**
 * Core's GetDustThreshold: what spending the output would cost at the dust relay fee (output size plus the input
 * that spends it, witness-discounted for witness programs). 294 sats for P2WPKH, 330 for P2TR and P2WSH, 540 for
 * P2SH, 546 for P2PKH; OP_RETURN outputs are never dust.
 */
export function dustThreshold(script: Uint8Array): bigint {
  if (outputScriptType(script) === 'op_return') return 0n
  const outputSize = 8 + compactSizeLength(script.length) + script.length
  const spendSize = isWitnessProgram(script) ? 32 + 4 + 1 + Math.floor(107 / 4) + 4 : 32 + 4 + 1 + 107 + 4
  return BigInt(outputSize + spendSize) * DUST_RELAY_SATS_PER_VBYTE
}

function compactSizeLength(value: number): number {
  if (value < 0xfd) return 1
  return value <= 0xffff ? 3 : 5
}
