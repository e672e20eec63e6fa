import type { Signature } from 'viem'

/**
 * The app's `v` as a y-parity: 27/28 for messages and unprotected transactions, 0/1 for typed transactions,
 * chainId * 2 + 35/36 for EIP-155 ones (hw-app-eth rebuilds the full value from the one byte the device sends).
 */
export function yParityOf(v: number): 0 | 1 {
  if (v === 0 || v === 1) return v
  if (v === 27 || v === 28) return v === 27 ? 0 : 1
  if (v >= 35) return (v - 35) % 2 === 0 ? 0 : 1
  throw new RangeError(`Not a signature's v: ${v}`)
}

/** A signature as the Ethereum app answers it (hex without 0x; v a number or a hex string) in viem's shape. */
export function ledgerSignature(answer: { r: string; s: string; v: number | string }): Signature {
  const v = typeof answer.v === 'number' ? answer.v : Number.parseInt(answer.v, 16)
  const yParity = yParityOf(v)
  // viem rebuilds a legacy transaction's EIP-155 v from the 27/28 form, and typed ones from the parity.
  return {
    r: `0x${answer.r.padStart(64, '0')}`,
    s: `0x${answer.s.padStart(64, '0')}`,
    yParity,
    v: BigInt(27 + yParity),
  }
}
