// The connected account's API flows, as one chunk the client imports the first time an account is connected (or a
// flow needs them): balances, identity, activity, names, refreshing after a transaction. The page's own API flows
// (start-up calls, the wallet registry) are pageApiFlows.ts. None of this is in the page's first chunk.
export { loadActivity } from './activity.ts'
export { registerLabel, resetNameForm, typeLabel } from './nameTyping.ts'
export { lookupIdentity, resolveName } from './receiverProfile.ts'
export { refreshApiAfterTransaction } from './refreshAfterTransaction.ts'
export { refreshIdentity, refreshTokenBalances } from './tokenBalances.ts'
