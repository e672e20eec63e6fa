/** The generic Substrate format, for a chain that registered none (and every local or test chain). */
export const GENERIC_SS58_FORMAT = 42

/** The formats of the two relay chains Foyer knows by CAIP-2 id (the first 32 hex digits of the genesis hash). */
const KNOWN_SS58_FORMATS: Readonly<Record<string, number>> = {
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': 0,
  'polkadot:b0a8d493285c2df73290dfb7e61f870f': 2,
}

export type Ss58Formats = Readonly<Record<string, number>>

/** The SS58 format addresses are spelled in on a network: the dapp's choice, else Polkadot 0, Kusama 2, else 42. */
export const ss58FormatOf = (caipNetworkId: string, overrides: Ss58Formats = {}): number =>
  overrides[caipNetworkId] ?? KNOWN_SS58_FORMATS[caipNetworkId] ?? GENERIC_SS58_FORMAT

/** SS58 address types run from 0 to 16383; 46 and 47 are reserved and never name an account. */
export const isSs58Format = (format: unknown): format is number =>
  typeof format === 'number' &&
  Number.isInteger(format) &&
  format >= 0 &&
  format <= 16_383 &&
  format !== 46 &&
  format !== 47

/** The dapp's `ss58Formats`, checked when the adapter is made: a mistake is a TypeError that names the network. */
export function checkSs58Formats(formats: Ss58Formats | undefined): Ss58Formats {
  for (const [caipNetworkId, format] of Object.entries(formats ?? {})) {
    if (!caipNetworkId.startsWith('polkadot:'))
      throw new TypeError(`ss58Formats: ${caipNetworkId} is no polkadot network`)
    if (!isSs58Format(format))
      throw new TypeError(`ss58Formats: ${String(format)} is no SS58 format (0–16383, not 46 or 47)`)
  }
  return formats ?? {}
}
