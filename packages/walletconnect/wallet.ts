/**
 * `@foyer/walletconnect/wallet`: the wallet's end of WalletConnect v2 (Foyer's test wallet, wallets built on
 * Foyer). A second public entry beside src/index.ts, so a wallet page does not pull the dapp facade (and
 * @foyer/core) into its graph, nor a dapp the wallet client.
 */
export * from './src/wallet.ts'
