// The embedded wallet's login and email-change flows, one chunk the client imports when a view first calls them.
export { cancelLogin, connectEmail, resendCode, verifyOtp } from './emailLogin.ts'
export { embeddedNativeBalance } from './embeddedBalance.ts'
export { cancelUpdateEmail, updateEmail, verifyPrimaryOtp, verifySecondaryOtp } from './updateEmail.ts'
