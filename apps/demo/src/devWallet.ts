import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet/solana/accounts'
import { type InjectDevWalletOptions, injectDevWallet } from '@foyer/test-wallets'
import { injectBitcoinDevWallet } from '@foyer/test-wallets/bitcoin'
import { injectPolkadotDevWallet } from '@foyer/test-wallets/polkadot'
import { injectSolanaDevWallet } from '@foyer/test-wallets/solana'

type Hex = `0x${string}`
const UNLISTED_CHAIN_ID = 31339

/**
 * The Dev Wallet, announced through EIP-6963 like any extension. It starts out knowing only the first
 * devnet — as a fresh MetaMask knows only mainnet — so a switch to the L2 goes through the real 4902 →
 * wallet_addEthereumChain path. It also knows a chain the dapp does not list, to show UnsupportedChain.
 */
export function startDevWallet(options: { second?: boolean; evmOnly?: boolean } = {}): void {
  const origin = window.location.origin
  const [first, ...others] = DEVNET_ACCOUNTS.map((account) => account.privateKey as Hex)
  if (!first) return
  const evmWallet: InjectDevWalletOptions = {
    privateKeys: [first, ...others],
    chains: [
      { chainId: 31337, rpcUrl: `${origin}/rpc/31337`, name: 'Foyer Devnet' },
      { chainId: UNLISTED_CHAIN_ID, rpcUrl: `${origin}/rpc/${UNLISTED_CHAIN_ID}`, name: 'Foyer Unlisted' },
    ],
    chainId: 31337,
  }
  // The Dev Wallet standing in for an extension Foyer knows by its own marks, EVM side only:
  // `?devWallet=coinbase` announces itself as Coinbase Wallet's extension does (EIP-6963 rdns com.coinbase.wallet);
  // `?devWallet=okx` only injects itself, as OKX Wallet's extension does where it does not announce (window.okxwallet).
  const standsInFor = new URLSearchParams(window.location.search).get('devWallet')
  if (standsInFor === 'coinbase') {
    injectDevWallet({ ...evmWallet, info: { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' } })
    return
  }
  if (standsInFor === 'okx') {
    injectDevWallet({ ...evmWallet, announce: false, windowKey: 'okxwallet' })
    // An extension's content script runs before the page's; this one comes after it, and says so as late injectors do.
    window.dispatchEvent(new Event('ethereum#initialized'))
    return
  }
  injectDevWallet(evmWallet)
  // `?secondWallet=1`: another extension beside it, on other accounts of the same devnet, so a visitor can keep two
  // wallets connected and move between them (ProfileWallets). It remembers its own approvals apart.
  if (options.second) {
    injectDevWallet({
      privateKeys: [others[2] ?? first, ...others],
      chains: [{ chainId: 31337, rpcUrl: `${origin}/rpc/31337`, name: 'Foyer Devnet' }],
      chainId: 31337,
      storagePrefix: 'foyer-second-dev-wallet',
      info: { name: 'Second Dev Wallet', rdns: 'dev.foyer.wallet.second' },
      controlKey: '__foyerSecondDevWallet',
    })
  }
  // `?devWallet=evm`: the EVM side alone, as a wallet's own in-app browser on a phone injects its provider.
  if (options.evmOnly) return
  // The same Dev Wallet announces a Solana side through the Wallet Standard, as multichain extensions do; it holds
  // the Solana devnet's accounts 1 to 7 (account 0 is the mints' authority) and sends through the page's origin.
  injectSolanaDevWallet({
    rpcUrl: `${origin}/rpc/solana`,
    secretKeys: SOLANA_DEVNET_ACCOUNTS.slice(1, 8).map((account) => account.secretKey),
  })
  // A Bitcoin side (Wallet Standard `bitcoin:*`) on the regtest devnet's keys, broadcasting through the page's
  // origin, and a Polkadot side injected as extensions are (`window.injectedWeb3`), on the Polkadot devnet's keys.
  injectBitcoinDevWallet({ esploraUrl: `${origin}/esplora/regtest` })
  injectPolkadotDevWallet()
}
