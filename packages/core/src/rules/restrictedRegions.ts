/**
 * SPEC §1 lists the time zones of mainland China, Hong Kong and Macau as restricted without saying what happens
 * there. Foyer's decision (docs/restricted-regions.md): the features that move money through a third party —
 * swaps and buying crypto — are hidden for a visitor whose browser is set to one of these zones; connecting,
 * balances, receive and send stay. A dapp can change the list or turn the rule off (`restrictedRegions`).
 */
export const RESTRICTED_TIME_ZONES: readonly string[] = [
  // Mainland China: the IANA zone and its aliases and former zones.
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Urumqi',
  'PRC',
  // Hong Kong.
  'Asia/Hong_Kong',
  'Hongkong',
  // Macau.
  'Asia/Macau',
  'Asia/Macao',
]

/** The features hidden in a restricted region. */
export const RESTRICTED_FEATURES = ['swaps', 'onramp'] as const
export type RestrictedFeature = (typeof RESTRICTED_FEATURES)[number]

/** What a dapp sets: its own list of time zones and features, or `false` to show every feature everywhere. */
export type RestrictedRegionsOption =
  | false
  | {
      timeZones?: readonly string[]
      features?: readonly RestrictedFeature[]
    }

/** The features to hide for a visitor in `timeZone` (none when it is unknown or not listed). */
export function restrictedFeaturesFor(
  timeZone: string | undefined,
  option: RestrictedRegionsOption | undefined,
): readonly RestrictedFeature[] {
  if (option === false || !timeZone) return []
  const zones = option?.timeZones ?? RESTRICTED_TIME_ZONES
  return zones.includes(timeZone) ? (option?.features ?? RESTRICTED_FEATURES) : []
}

/**
 * `features` with the restricted ones off; the same object when nothing changes. `restricted` is asked only when a
 * feature that could be restricted is on: where the browser has no Temporal, finding the visitor's time zone is a
 * page's first Intl.DateTimeFormat, 15–40 ms of ICU start-up that a dapp without swaps or buying crypto should not
 * pay before its button (issue 19, options/visitorTimeZone.ts).
 */
export function withoutRestricted<F extends Record<RestrictedFeature, boolean>>(
  features: F,
  restricted: () => readonly RestrictedFeature[],
): F {
  if (!RESTRICTED_FEATURES.some((feature) => features[feature])) return features
  const hidden = restricted().filter((feature) => features[feature])
  if (hidden.length === 0) return features
  const next = { ...features }
  for (const feature of hidden) next[feature] = false
  return next
}
