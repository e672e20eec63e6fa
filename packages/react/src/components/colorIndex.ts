/** How many accent colors the stylesheet defines for monograms and avatars (`--foyer-tint-0` … `-7`). */
export const TINT_COUNT = 8

/** A stable tint for a name or address, so the same wallet always gets the same color. */
export function colorIndex(seed: string): number {
  let hash = 0
  for (const char of seed) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0
  return Math.abs(hash) % TINT_COUNT
}
