export {
  type AddressInputs,
  BitcoinDevWallet,
  createBitcoinDevWallet,
  type MessageProtocol,
} from './bitcoinDevWallet.ts'
export type {
  BitcoinConnectInput,
  BitcoinConnectOutput,
  BitcoinDevWalletOptions,
  BitcoinDevWalletRequest,
  BitcoinDevWalletState,
  BitcoinSigHash,
  BitcoinSignMessageInput,
  BitcoinSignMessageOutput,
  BitcoinSignTransactionInput,
  BitcoinSignTransactionOutput,
  BitcoinWalletAccount,
} from './bitcoinDevWalletTypes.ts'
export { type BitcoinKey, type BitcoinPurpose, bitcoinKeyOf } from './bitcoinKey.ts'
export { BITCOIN_REGTEST_CHAIN, REGTEST } from './bitcoinNetwork.ts'
export {
  type InjectBitcoinDevWalletOptions,
  type InjectedBitcoinDevWallet,
  injectBitcoinDevWallet,
} from './injectBitcoinDevWallet.ts'
export {
  createSatsConnectProvider,
  installSatsConnectProvider,
  type SatsConnectAddress,
  type SatsConnectInstallOptions,
  type SatsConnectProvider,
} from './satsConnectProvider.ts'
export {
  createUnisatProvider,
  type UnisatProvider,
  type UnisatSignPsbtOptions,
  type UnisatToSignInput,
} from './unisatProvider.ts'
export { BITCOIN_DEV_WALLET_ICON } from './walletIcon.ts'
