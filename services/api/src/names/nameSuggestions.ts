import { labelProblem } from './nameRules.ts'

/** Words a suggestion may end with, after a hyphen (`alice-web3`). */
const SUFFIX_WORDS = ['web3', 'eth', 'onchain', 'wallet'] as const

/** At most this many names are offered, the wanted one included. */
export const MAX_SUGGESTIONS = 6

/**
 * Names to offer for `wanted` (a label), best first: the label itself, then with digits, then with a word. Only
 * valid labels (SPEC §5); a label too short for a name grows into one (`bob` → `bob1`, `bob-web3`). Which of them
 * are taken is the registry's to say.
 */
export function suggestionCandidates(wanted: string, seed: number): string[] {
  const base = wanted
    .toLowerCase()
    .replace(/[^a-z\d-]/g, '')
    .slice(0, 50)
  if (!base) return []
  // Digits vary with the seed so a taken label does not always get the same offers.
  const digits = [1, 2, 3].map((step) => String(((seed + step * 37) % 900) + 100))
  const candidates = [
    base,
    ...digits.map((number) => `${base}${number}`),
    ...SUFFIX_WORDS.map((word) => `${base}-${word}`),
  ]
  return [...new Set(candidates)].filter((label) => labelProblem(label) === undefined)
}
