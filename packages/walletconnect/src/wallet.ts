/** The wallet's end of WalletConnect v2, for wallets built on Foyer (and its test wallet); re-exported by index.ts. */

export type { SignClientOptions } from './engine/SignCore.ts'
export { type ErrorReason, SDK_ERRORS, sdkError, WalletConnectError } from './protocol/errors.ts'
export { approveNamespaces, type SessionNamespaces, type WalletSupport } from './protocol/namespaces.ts'
export type { Metadata } from './protocol/payloads.ts'
export type { WebSocketConstructor } from './relay/RelayConnection.ts'
export type { PendingRequestRecord, ProposalRecord, SessionRecord } from './storage/ClientState.ts'
export { createMemoryStorage, type WalletConnectStorage } from './storage/storage.ts'
export { WalletClient, type WalletEvents } from './wallet/WalletClient.ts'
