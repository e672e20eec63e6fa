/** SPEC §9 name suffixes: `.reown.id` and the legacy `.wcn.id`. A dapp's name service may name its own. */
export const DEFAULT_NAME_SUFFIXES: readonly string[] = ['.reown.id', '.wcn.id']

/** SPEC §5 name: letters, digits and hyphens only, at least 4 characters. */
export const isNameLabel = (value: string): boolean => /^[a-z\d-]{4,}$/i.test(value)

/**
 * A whole account name: a valid label, then one of the name service's suffixes (`alice.reown.id`).
 * `alice.`, `alice` and `al.reown.id` are not names, so they never reach the name service.
 */
export function isAccountName(value: string, suffixes: readonly string[] = DEFAULT_NAME_SUFFIXES): boolean {
  const lower = value.toLowerCase()
  const suffix = suffixes.find((candidate) => lower.endsWith(candidate.toLowerCase()))
  return suffix !== undefined && isNameLabel(value.slice(0, value.length - suffix.length))
}

/** Why a typed label is not yet a name (SPEC §5), for the visitor to read as they type; undefined when it is one. */
export type NameLabelProblem = 'empty' | 'characters' | 'tooShort'

export function nameLabelProblem(label: string): NameLabelProblem | undefined {
  if (label === '') return 'empty'
  if (!/^[a-z\d-]+$/i.test(label)) return 'characters'
  if (label.length < 4) return 'tooShort'
  return undefined
}
