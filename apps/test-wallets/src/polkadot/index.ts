export {
  type InjectPolkadotDevWalletOptions,
  injectPolkadotDevWallet,
  POLKADOT_DEV_WALLET_KEY,
} from './injectPolkadotDevWallet.ts'
export { createPolkadotDevWallet, PolkadotDevWallet } from './polkadotDevWallet.ts'
export type {
  InjectedAccount,
  InjectedExtensionApi,
  InjectedWindowProvider,
  PolkadotDevWalletOptions,
  PolkadotDevWalletRequest,
  PolkadotDevWalletState,
  SignerPayloadRaw,
  SignerResult,
} from './polkadotDevWalletTypes.ts'
export { signWithAccount, signWithType } from './polkadotKeys.ts'
export { SignerPayloadError, type SignerPayloadJson, signerPayloadBytes } from './signerPayload.ts'
export { dataToBytes, isWrapped, wrapBytes } from './wrapBytes.ts'
