import { colorIndex } from './colorIndex.ts'

/** A placeholder avatar: a gradient picked from the address, until profile images exist. */
export function Avatar({ seed, size = 'large' }: { seed: string; size?: 'small' | 'large' }) {
  const tint = colorIndex(seed.toLowerCase())
  return <span className={`foyer-avatar foyer-avatar--${size} foyer-tint-${tint}`} aria-hidden="true" />
}
