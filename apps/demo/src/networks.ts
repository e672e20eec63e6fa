import { defineNetwork } from '@foyer/core'
import { BITCOIN_REGTEST_GENESIS_HASH } from '@foyer/devnet/bitcoin/network'
import { MULTICALL3_ADDRESS } from '@foyer/devnet/multicall'
import {
  POLKADOT_DEVNET_CHAIN_NAME,
  POLKADOT_DEVNET_DECIMALS,
  POLKADOT_DEVNET_GENESIS_HASH,
  POLKADOT_DEVNET_SYMBOL,
} from '@foyer/devnet/polkadot/network'
import { SOLANA_DEVNET_GENESIS_HASH } from '@foyer/devnet/solana/network'

const pageOrigin = () => (typeof window === 'undefined' ? 'http://127.0.0.1:4173' : window.location.origin)

/** The page's own origin proxies `/rpc/{chainId}` to the local nodes, so a strict CSP's connect-src 'self' holds. */
function rpcUrl(chainId: number | 'solana' | 'polkadot'): string {
  return `${pageOrigin()}/rpc/${chainId}`
}

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
/** SPEC §3 contracts: the devnet deploys Multicall3 on both EVM chains (SPEC §7 token reads go through it). */
const contracts = { multicall3: { address: MULTICALL3_ADDRESS } }

export const foyerDevnet = defineNetwork({
  id: 31337,
  name: 'Foyer Devnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [rpcUrl(31337)] } },
  contracts,
  testnet: true,
})

export const foyerDevnetL2 = defineNetwork({
  id: 31338,
  name: 'Foyer Devnet L2',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [rpcUrl(31338)] } },
  contracts,
  testnet: true,
})

/** The local Solana devnet (LiteSVM); its CAIP-2 reference is the first 32 characters of its genesis hash. */
export const foyerSolanaDevnet = defineNetwork(
  {
    id: SOLANA_DEVNET_GENESIS_HASH.slice(0, 32),
    name: 'Foyer Solana Devnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl('solana')] } },
    testnet: true,
  },
  'solana',
)

/**
 * The local Bitcoin regtest chain (apps/devnet/src/bitcoin). A Bitcoin network's RPC URL is an Esplora API, which
 * the demo server serves at /esplora/regtest; its CAIP-2 reference is the first 32 hex digits of the genesis hash.
 */
export const foyerBitcoinRegtest = defineNetwork(
  {
    id: BITCOIN_REGTEST_GENESIS_HASH.slice(0, 32),
    name: 'Foyer Bitcoin Regtest',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [`${pageOrigin()}/esplora/regtest`] } },
    testnet: true,
  },
  'bip122',
)

/** The local Polkadot chain stand-in (apps/devnet/src/polkadot): Substrate JSON-RPC at /rpc/polkadot. */
export const foyerPolkadotDevnet = defineNetwork(
  {
    id: POLKADOT_DEVNET_GENESIS_HASH.slice(2, 34),
    name: POLKADOT_DEVNET_CHAIN_NAME,
    nativeCurrency: { name: 'Polkadot', symbol: POLKADOT_DEVNET_SYMBOL, decimals: POLKADOT_DEVNET_DECIMALS },
    rpcUrls: { default: { http: [rpcUrl('polkadot')] } },
    testnet: true,
  },
  'polkadot',
)
