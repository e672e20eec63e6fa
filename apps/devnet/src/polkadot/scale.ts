// The few SCALE encodings the devnet writes (parity-scale-codec): little-endian integers and compact lengths.

/** Little-endian unsigned integer of `bytes` bytes. */
export function uintLe(value: bigint | number, bytes: number): Uint8Array {
  let rest = BigInt(value)
  if (rest < 0n || rest >= 1n << BigInt(bytes * 8)) throw new RangeError(`${value} does not fit in ${bytes} bytes`)
  const out = new Uint8Array(bytes)
  for (let index = 0; index < bytes; index++) {
    out[index] = Number(rest & 0xffn)
    rest >>= 8n
  }
  return out
}

/** Reads a little-endian unsigned integer. */
export function readUintLe(bytes: Uint8Array, offset: number, length: number): bigint {
  let value = 0n
  for (let index = length - 1; index >= 0; index--) value = (value << 8n) | BigInt(bytes[offset + index] ?? 0)
  return value
}

/** SCALE compact integer: 1, 2 or 4 bytes with the mode in the low two bits, else a length-prefixed big integer. */
export function compact(value: bigint | number): Uint8Array {
  const n = BigInt(value)
  if (n < 0n) throw new RangeError('A compact integer is unsigned')
  if (n < 1n << 6n) return uintLe(n << 2n, 1)
  if (n < 1n << 14n) return uintLe((n << 2n) | 1n, 2)
  if (n < 1n << 30n) return uintLe((n << 2n) | 2n, 4)
  let length = 0
  for (let rest = n; rest > 0n; rest >>= 8n) length++
  return Uint8Array.of(((length - 4) << 2) | 3, ...uintLe(n, length))
}

/** A compact integer at `offset`: its value and how many bytes it took. */
export function readCompact(bytes: Uint8Array, offset: number): { value: bigint; length: number } {
  const first = bytes[offset]
  if (first === undefined) throw new RangeError('No compact integer at the end of the input')
  const mode = first & 0b11
  if (mode === 0) return { value: BigInt(first >> 2), length: 1 }
  if (mode === 1) return { value: readUintLe(bytes, offset, 2) >> 2n, length: 2 }
  if (mode === 2) return { value: readUintLe(bytes, offset, 4) >> 2n, length: 4 }
  const length = (first >> 2) + 4
  if (offset + 1 + length > bytes.length) throw new RangeError('A compact integer runs past the end of the input')
  return { value: readUintLe(bytes, offset + 1, length), length: 1 + length }
}
