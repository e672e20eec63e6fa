import type { Address } from 'viem'
import { MULTICALL3_ADDRESS } from './multicall.ts'
import { DEVNET_CHAIN_ID, DEVNET_L2_CHAIN_ID } from './networks.ts'

export { MULTICALL3_ADDRESS }

// Browser-safe: imported as `@foyer/devnet/tokens` by the demo and by tests; no node imports, no bytecode here.

export interface DevnetToken {
  address: Address
  symbol: string
  name: string
  decimals: number
  /** Units of the smallest denomination each of the ten devnet accounts holds after start. */
  amountEach: bigint
}

/**
 * Deploys the tokens without touching the funded accounts (they keep exactly their ether and a zero nonce):
 * an address no one holds a key to, impersonated on Anvil. A fresh chain gives it nonces 0, 1, 2, 3, so the
 * addresses below never change (tokens.test.ts derives them).
 */
export const DEVNET_TOKEN_DEPLOYER: Address = '0x43E6fdA028f1585574e3aA0fe8fe6d2Bdf89B567'

/** Multicall3's canonical deployer: its nonce 0 on a fresh chain is MULTICALL3_ADDRESS. */
export const MULTICALL3_DEPLOYER: Address = '0x05f32B3cC3888453ff71B01135B34FF8e41263F2'

export const FOYER_USD: DevnetToken = {
  address: '0xaa974Ab02B651c3B5dcFAD67a88dc7D143A8f3EC',
  symbol: 'fUSD',
  name: 'Foyer USD',
  decimals: 6,
  amountEach: 10_000n * 10n ** 6n,
}
export const FOYER_TOKEN: DevnetToken = {
  address: '0xe4089813ab65F698cA8251E9a74ac6EB0816995A',
  symbol: 'FOY',
  name: 'Foyer Token',
  decimals: 18,
  amountEach: 1_000n * 10n ** 18n,
}
/** 0 decimals: listed, but the balance call drops it (SPEC §5). */
export const FOYER_POINTS: DevnetToken = {
  address: '0xb292a082997dd163c8B7aa011A3C56094B12916D',
  symbol: 'PTS',
  name: 'Foyer Points',
  decimals: 0,
  amountEach: 500n,
}
/** On no token list: the API flags its transfers as spam. */
export const FOYER_SPAM: DevnetToken = {
  address: '0x9446cf6e2F85AF2265461701164E0a8935ee77cB',
  symbol: 'CLAIM',
  name: 'Claim Your Reward',
  decimals: 18,
  amountEach: 1_000_000n * 10n ** 18n,
}

/** In deployment order (the deployer's nonces 0..3). */
export const DEVNET_DEPLOYED_TOKENS: readonly DevnetToken[] = [FOYER_USD, FOYER_TOKEN, FOYER_POINTS, FOYER_SPAM]

export type DevnetTokenChainId = typeof DEVNET_CHAIN_ID | typeof DEVNET_L2_CHAIN_ID

/** The listed tokens (a token list would carry these) per chain; the same addresses on both chains. */
export const DEVNET_TOKENS: Readonly<Record<DevnetTokenChainId, readonly DevnetToken[]>> = {
  [DEVNET_CHAIN_ID]: [FOYER_USD, FOYER_TOKEN, FOYER_POINTS],
  [DEVNET_L2_CHAIN_ID]: [FOYER_USD, FOYER_TOKEN, FOYER_POINTS],
}

/** Deployed but deliberately unlisted, per chain. */
export const DEVNET_SPAM_TOKENS: Readonly<Record<DevnetTokenChainId, readonly DevnetToken[]>> = {
  [DEVNET_CHAIN_ID]: [FOYER_SPAM],
  [DEVNET_L2_CHAIN_ID]: [FOYER_SPAM],
}
