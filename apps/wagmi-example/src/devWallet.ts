import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { injectDevWallet } from '@foyer/test-wallets'

type Hex = `0x${string}`

/**
 * The Dev Wallet, announced through EIP-6963 as an extension would be. It knows only the first devnet, as a fresh
 * wallet knows only its first chain, so a switch to the L2 adds it (4902, wallet_addEthereumChain).
 */
export function startDevWallet(): void {
  const [first, ...others] = DEVNET_ACCOUNTS.map((account) => account.privateKey as Hex)
  if (!first) return
  injectDevWallet({
    privateKeys: [first, ...others],
    chains: [{ chainId: 31337, rpcUrl: `${window.location.origin}/rpc/31337`, name: 'Foyer Devnet' }],
    chainId: 31337,
  })
}
