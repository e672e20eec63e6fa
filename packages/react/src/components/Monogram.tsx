import { colorIndex } from './colorIndex.ts'

/** The first letter on a tinted circle: the icon of a wallet whose own icon cannot be shown. */
export function Monogram({ name }: { name: string }) {
  const letter = Array.from(name.trim())[0]?.toUpperCase() ?? '?'
  return (
    <span className={`foyer-monogram foyer-tint-${colorIndex(name)}`} aria-hidden="true">
      {letter}
    </span>
  )
}
