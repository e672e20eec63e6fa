/** What the dapp facade loads on first use: the client and the session helpers only a live session needs. */

export { addressOfAccount } from '../protocol/caip.ts'
export { chainsOfProposal, chainsOfSession, namespaceForChain } from '../protocol/namespaces.ts'
export { requestedNamespaces } from '../requestedNamespaces.ts'
export { callNode } from '../rpcFallback.ts'
export { toSession } from '../toSession.ts'
export { DappClient } from './DappClient.ts'
