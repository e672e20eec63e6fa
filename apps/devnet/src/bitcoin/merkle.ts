import { sha256d } from './hashes.ts'

/** Bitcoin's merkle root over hashes in internal byte order (an odd level repeats its last hash). */
export function merkleRoot(hashes: readonly Uint8Array[]): Uint8Array {
  if (hashes.length === 0) throw new Error('A merkle tree needs at least one hash')
  let level = [...hashes]
  while (level.length > 1) {
    const next: Uint8Array[] = []
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Uint8Array
      const right = level[i + 1] ?? left
      const pair = new Uint8Array(64)
      pair.set(left, 0)
      pair.set(right, 32)
      next.push(sha256d(pair))
    }
    level = next
  }
  return level[0] as Uint8Array
}
