export { type CoinbaseKeysWalletOptions, createCoinbaseKeysWallet, type KeysMessage } from './coinbaseKeysWallet.ts'
