/**
 * Icons the project draws itself (issue 3: no downloaded logos, no trademarks): a gradient picked from a hash
 * of the id and the subject's initials in a system font. The same input always gives the same bytes, so the
 * routes can send long cache lifetimes.
 */
export type IconShape = 'roundedSquare' | 'circle' | 'hexagon' | 'badge'

export interface IconInput {
  /** What the colours are derived from (a wallet id, a currency code, …). */
  seed: string
  /** Up to 4 characters drawn in the middle. */
  label: string
  shape: IconShape
}

const SIZE = 96

/** FNV-1a, 32 bits: small, fast and stable across runs and platforms. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < value.length; index++) {
    hash ^= value.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** "MetaMask" → "MM", "Trust Wallet" → "TW", "Rainbow" → "Ra", "polkadot{.js}" → "PJ". */
export function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '')
  const first = words[0]
  if (first === undefined) return '?'
  const second = words[1]
  if (second !== undefined) return (first.charAt(0) + second.charAt(0)).toUpperCase()
  const capitals = first.slice(1).match(/\p{Lu}/u)
  if (capitals) return first.charAt(0).toUpperCase() + capitals[0]
  return first.charAt(0).toUpperCase() + first.slice(1, 2).toLowerCase()
}

function shapeElement(shape: IconShape, fill: string): string {
  const half = SIZE / 2
  switch (shape) {
    case 'roundedSquare':
      return `<rect width="${SIZE}" height="${SIZE}" rx="22" fill="${fill}"/>`
    case 'circle':
      return `<circle cx="${half}" cy="${half}" r="${half}" fill="${fill}"/>`
    case 'hexagon': {
      const points = [0, 1, 2, 3, 4, 5].map((corner) => {
        const angle = (Math.PI / 3) * corner - Math.PI / 2
        return `${(half + half * Math.cos(angle)).toFixed(2)},${(half + half * Math.sin(angle)).toFixed(2)}`
      })
      return `<polygon points="${points.join(' ')}" fill="${fill}"/>`
    }
    case 'badge':
      // A coin with a rim, so currencies read differently from tokens at a glance.
      return `<circle cx="${half}" cy="${half}" r="${half}" fill="${fill}"/><circle cx="${half}" cy="${half}" r="${half - 7}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="3"/>`
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export function iconSvg({ seed, label, shape }: IconInput): string {
  const hash = hashString(seed)
  const hue = hash % 360
  const secondHue = (hue + 40 + ((hash >>> 9) % 80)) % 360
  const saturation = 55 + ((hash >>> 17) % 30)
  const gradientId = `foyer-${hash.toString(16)}`
  const text = escapeXml([...label].slice(0, 4).join(''))
  const fontSize = text.length <= 2 ? 38 : text.length === 3 ? 30 : 24
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue}, ${saturation}%, 52%)"/>`,
    `<stop offset="1" stop-color="hsl(${secondHue}, ${saturation}%, 38%)"/>`,
    '</linearGradient></defs>',
    shapeElement(shape, `url(#${gradientId})`),
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="#fff" font-size="${fontSize}" font-weight="600" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">${text}</text>`,
    '</svg>',
  ].join('')
}

export const walletIcon = (id: string, name: string): string =>
  iconSvg({ seed: `wallet:${id}`, label: initialsOf(name), shape: 'roundedSquare' })
