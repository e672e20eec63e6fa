import { type ChainDescription, explorerPage } from '@foyer/core'

/** The SS58 codec, once it has loaded with the adapter's first use (its blake2b is too big for the page's chunk). */
export interface Ss58Codec {
  isAddress(value: string): boolean
  /** `value` spelled in `format`; expects isAddress. */
  reencode(value: string, format: number): string
}

/** A 32-byte account id with a 1- or 2-byte format and a 2-byte checksum is 47 to 49 base58 characters. */
const ADDRESS_SHAPE = /^[1-9A-HJ-NP-Za-km-z]{46,49}$/
/** An extrinsic hash: blake2b-256 of the extrinsic, 0x-hex. */
const EXTRINSIC_HASH = /^0x[0-9a-fA-F]{64}$/

export interface PolkadotChainParams {
  /** The codec, when it has loaded; undefined before the adapter's first use. */
  codec(): Ss58Codec | undefined
  /** The SS58 format of the network the adapter connected on last (42 before any). */
  format(): number
}

/**
 * The polkadot chain as core needs to know it (ARCHITECTURE "the adapter describes its chain"). An account has
 * one spelling per SS58 format, and `normalizeAddress` has no network: it spells every address in the format of
 * the network the adapter is connected on, the one its accounts are reported in, so the same key written for
 * another chain (a stored sign-in, a WalletConnect account) compares equal. Core asks only once an account exists,
 * when the codec has loaded; before that an address is checked by its shape and kept as written.
 */
export function createPolkadotChain(params: PolkadotChainParams): ChainDescription {
  return {
    label: 'Polkadot',
    isAddress: (value) => params.codec()?.isAddress(value) ?? ADDRESS_SHAPE.test(value),
    normalizeAddress(value) {
      const codec = params.codec()
      return codec?.isAddress(value) ? codec.reencode(value, params.format()) : value
    },
    isTransactionHash: (value) => EXTRINSIC_HASH.test(value),
    // Subscan's pages: `{explorer}/extrinsic/{hash}` and `{explorer}/account/{address}`, the explorer's query kept.
    transactionUrl: (network, hash) => explorerPage(network, `extrinsic/${hash}`),
    addressUrl: (network, address) => explorerPage(network, `account/${address}`),
    // SLIP-44: Polkadot.
    nameCoinType: '354',
    // SPEC §9: the Foyer API serves balances here, no activity, and names no Polkadot account.
    api: { tokenBalances: true, activity: false, identity: false, onramp: false },
  }
}
