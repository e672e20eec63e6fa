export { type CoinbaseKeysWalletOptions, createCoinbaseKeysWallet, type KeysMessage } from './coinbaseKeysWallet.ts'
export { type CoinbaseKeysPageOptions, startCoinbaseKeysPage } from './startCoinbaseKeysPage.ts'
