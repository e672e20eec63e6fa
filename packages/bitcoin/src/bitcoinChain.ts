import type { ChainDescription, Network } from '@foyer/core'
import { isBitcoinAddress, normalizeBitcoinAddress } from './bitcoinAddress.ts'

/** A txid: 32 bytes in hex, as explorers and Esplora write it. */
const TXID = /^[0-9a-fA-F]{64}$/

/** A network explorer's page of a transaction: `{explorer}/tx/{txid}` (mempool.space, Esplora's own UI). */
function transactionUrl(network: Network, txid: string): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base) return undefined
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return undefined
  }
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/tx/${txid}`
  return url.toString()
}

/** The bip122 chain as core needs to know it (ARCHITECTURE "the adapter describes its chain"). */
export const bitcoinChain: ChainDescription = {
  label: 'Bitcoin',
  isAddress: isBitcoinAddress,
  normalizeAddress: normalizeBitcoinAddress,
  isTransactionHash: (value) => TXID.test(value),
  transactionUrl,
  // SLIP-44 coin type 0 is Bitcoin, the key under which ENS-style names (ENSIP-9) keep a Bitcoin address.
  nameCoinType: '0',
  // SPEC §9: the API serves balances (an Esplora UTXO sum); activity and names are EVM's.
  api: { tokenBalances: true, activity: false, identity: false },
}
