// The sign-in chunk: loaded only when the dapp turned sign-in on (flows/siwxActions.ts).
export { captureEmail, confirmEmailCode, editCapturedEmail, resendEmailCode } from './dataCapture.ts'
export { cancelSignIn, checkSignIn, revokeAll, revokeNamespace, signIn, signOut, watchSignIn } from './signIn.ts'
