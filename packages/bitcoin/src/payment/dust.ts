/**
 * Bitcoin Core's dust threshold (policy.cpp GetDustThreshold at the 3 sat/vB dust relay fee): an output is dust
 * when spending it would cost more than it holds. 294 sats for P2WPKH, 330 for P2TR and P2WSH, 546 for P2PKH.
 */
export function dustThreshold(outputScript: Uint8Array): bigint {
  const outputSize = 8 + 1 + outputScript.length
  // A witness program: OP_0..OP_16 then one push of 2 to 40 bytes.
  const version = outputScript[0] as number
  const isWitness =
    outputScript.length >= 4 &&
    outputScript.length <= 42 &&
    (version === 0 || (version >= 0x51 && version <= 0x60)) &&
    outputScript[1] === outputScript.length - 2
  // The input that would spend it: 67 vbytes with a witness, 148 bytes without.
  return BigInt((outputSize + (isWitness ? 67 : 148)) * 3)
}
