import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { injectDevWallet } from '@foyer/test-wallets'

type Hex = `0x${string}`
const UNLISTED_CHAIN_ID = 31339

/**
 * The Dev Wallet, announced through EIP-6963 like any extension. It starts out knowing only the first
 * devnet — as a fresh MetaMask knows only mainnet — so a switch to the L2 goes through the real 4902 →
 * wallet_addEthereumChain path. It also knows a chain the dapp does not list, to show UnsupportedChain.
 */
export function startDevWallet(): void {
  const origin = window.location.origin
  const [first, ...others] = DEVNET_ACCOUNTS.map((account) => account.privateKey as Hex)
  if (!first) return
  injectDevWallet({
    privateKeys: [first, ...others],
    chains: [
      { chainId: 31337, rpcUrl: `${origin}/rpc/31337`, name: 'Foyer Devnet' },
      { chainId: UNLISTED_CHAIN_ID, rpcUrl: `${origin}/rpc/${UNLISTED_CHAIN_ID}`, name: 'Foyer Unlisted' },
    ],
    chainId: 31337,
  })
}
