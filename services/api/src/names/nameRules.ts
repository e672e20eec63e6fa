import { DEFAULT_NAME_ZONE, NAME_LABEL_MAX_LENGTH, NAME_LABEL_PATTERN, NAME_MESSAGE_MAX_AGE_S } from '@foyer/protocol'

// The registry's rules as pure functions (docs/names.md): what a name is, which chain a coin type names, and
// whether a signed message is fresh. The routes apply them; nothing here reads the clock or the database.

/** The configured zone, lower-case and without a leading dot. */
export function zoneOf(configured: string | undefined): string {
  return (configured ?? DEFAULT_NAME_ZONE).replace(/^\.+/, '').toLowerCase()
}

/**
 * Why a label is not a name, or undefined when it is. SPEC §5: letters, digits and hyphens only, at least 4
 * characters; the registry takes lower-case ASCII only, so that two names never differ by case alone, and a
 * look-alike letter from another script (homoglyph) is never a name at all.
 */
export function labelProblem(label: string): string | undefined {
  if (label.length < 4) return 'A name has at least 4 characters'
  if (label.length > NAME_LABEL_MAX_LENGTH) return `A name has at most ${NAME_LABEL_MAX_LENGTH} characters`
  if (!NAME_LABEL_PATTERN.test(label)) return 'A name has lower-case letters, digits and hyphens only'
  return undefined
}

/** The label of `name` in `zone` (`alice` of `alice.reown.id`), or undefined when the name is not in the zone. */
export function labelIn(name: string, zone: string): string | undefined {
  const suffix = `.${zone}`
  return name.endsWith(suffix) ? name.slice(0, -suffix.length) : undefined
}

/** ENSIP-11: an EVM chain other than Ethereum is the coin type `0x80000000 | chainId`. */
export const EVM_CHAIN_COIN_TYPE_FLAG = 0x80000000
/** SLIP-44 Ethereum; for this registry, its own EVM chain (NamesConfig.chainId). */
export const ETHEREUM_COIN_TYPE = 60

/**
 * The EVM chain whose node checks a signature for `coinType`: 60 is the registry's chain, `0x80000000 | id` is
 * chain `id` when the API serves it; undefined for anything else.
 */
export function chainIdOfCoinType(
  coinType: number,
  registryChainId: number | undefined,
  servedChainIds: readonly number[],
): number | undefined {
  if (coinType === ETHEREUM_COIN_TYPE) return registryChainId
  if (coinType < EVM_CHAIN_COIN_TYPE_FLAG) return undefined
  const chainId = coinType - EVM_CHAIN_COIN_TYPE_FLAG
  return servedChainIds.includes(chainId) ? chainId : undefined
}

/** Whether a message signed at `timestamp` (unix seconds) is within the replay window of `nowMs`, either side. */
export function isFresh(timestamp: number, nowMs: number, maxAgeS = NAME_MESSAGE_MAX_AGE_S): boolean {
  return Math.abs(nowMs / 1000 - timestamp) <= maxAgeS
}
