/**
 * How deep JSON text nests, read without parsing and without recursion, stopping once it passes `limit`.
 * Anything that walks a parsed value recursively (JSON.stringify, schema checks, Postgres jsonb) overflows its
 * stack on a few thousand levels; measuring the text first keeps such bodies out before anything walks them.
 */
export function exceedsJsonDepth(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === BACKSLASH) index++
      else if (char === QUOTE) inString = false
    } else if (char === QUOTE) inString = true
    else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      if (++depth > limit) return true
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) depth--
  }
  return false
}

const BACKSLASH = 0x5c
const QUOTE = 0x22
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d
