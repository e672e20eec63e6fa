// The embedded wallet's flows: one chunk, fetched at start when the dapp configured an embedded wallet.
export { cancelLogin, connectEmail, resendCode, verifyOtp } from './emailLogin.ts'
export { embeddedNativeBalance } from './embeddedBalance.ts'
export { embeddedWalletConfig } from './embeddedConfig.ts'
export { attachFrame } from './frameVisibility.ts'
export { setPreferredAccountType } from './preferredAccountType.ts'
export { startEmbeddedWallet } from './startEmbeddedWallet.ts'
export { cancelUpdateEmail, updateEmail, verifyPrimaryOtp, verifySecondaryOtp } from './updateEmail.ts'
