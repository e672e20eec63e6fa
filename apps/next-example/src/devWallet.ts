import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { injectDevWallet } from '@foyer/test-wallets'

type Hex = `0x${string}`
let started = false

/**
 * The Dev Wallet, announced through EIP-6963 as an extension would be: a test tool, not part of Foyer, that lets
 * the example (and its e2e) connect and sign in without an extension. Browser only; loaded after hydration.
 */
export function startDevWallet(origin: string): void {
  const keys = DEVNET_ACCOUNTS.map((account) => account.privateKey as Hex)
  if (started || keys.length === 0) return
  started = true
  injectDevWallet({
    privateKeys: keys as [Hex, ...Hex[]],
    chains: [{ chainId: 31337, rpcUrl: `${origin}/rpc/31337`, name: 'Foyer Devnet' }],
    chainId: 31337,
  })
}
