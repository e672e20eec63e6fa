/**
 * The data a push-only script pushes (scriptSigs are push-only under P2SH), or undefined when the script has any
 * other opcode or ends inside a push. OP_1NEGATE and OP_1..OP_16 count as pushes of their number.
 */
export function parsePushes(script: Uint8Array): Uint8Array[] | undefined {
  const pushes: Uint8Array[] = []
  let at = 0
  while (at < script.length) {
    const op = script[at++] as number
    let length: number
    if (op <= 0x4b) length = op
    else if (op === 0x4c) length = script[at++] ?? Number.POSITIVE_INFINITY
    else if (op === 0x4d) {
      length = (script[at] ?? 0) | ((script[at + 1] ?? 0) << 8)
      at += 2
    } else if (op === 0x4e) {
      length = new DataView(script.buffer, script.byteOffset).getUint32(Math.min(at, script.length - 4), true)
      at += 4
    } else if (op === 0x4f || (op >= 0x51 && op <= 0x60)) {
      pushes.push(Uint8Array.of(op === 0x4f ? 0x81 : op - 0x50))
      continue
    } else return undefined
    if (at + length > script.length) return undefined
    pushes.push(script.subarray(at, at + length))
    at += length
  }
  return pushes
}
