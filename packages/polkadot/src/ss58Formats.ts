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
