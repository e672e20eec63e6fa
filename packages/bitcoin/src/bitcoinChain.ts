import { type ChainDescription, explorerPage } from '@foyer/core'
import { isBitcoinAddress, normalizeBitcoinAddress } from './bitcoinAddress.ts'

/** A txid: 32 bytes in hex, as explorers and Esplora write it. */
const TXID = /^[0-9a-fA-F]{64}$/

/** The bip122 chain as core needs to know it (ARCHITECTURE "the adapter describes its chain"). */
export const bitcoinChain: ChainDescription = {
  label: 'Bitcoin',
  isAddress: isBitcoinAddress,
  normalizeAddress: normalizeBitcoinAddress,
  isTransactionHash: (value) => TXID.test(value),
  // mempool.space and Esplora's own UI: `{explorer}/tx/{txid}` and `{explorer}/address/{address}`.
  transactionUrl: (network, txid) => explorerPage(network, `tx/${txid}`),
  addressUrl: (network, address) => explorerPage(network, `address/${address}`),
  // SLIP-44 coin type 0 is Bitcoin, the key under which ENS-style names (ENSIP-9) keep a Bitcoin address.
  nameCoinType: '0',
  // SPEC §9: the API serves balances (an Esplora UTXO sum); activity and names are EVM's.
  api: { tokenBalances: true, activity: false, identity: false, onramp: false },
}
