import type { DeviceShareStore } from '../custody/deviceShareStore.ts'
import type { RecoveryKdf } from '../custody/recoveryShare.ts'
import type { WalletKeys } from '../custody/walletKeys.ts'
import type { DescribeContext, RequestDescription } from '../signers/describeRequest.ts'
import type { SmartAccountSigner } from '../signers/smartAccountSigner.ts'
import type { JsonRpc } from './chainRpc.ts'
import type { EmbeddedApi } from './embeddedApi.ts'
import type { EmbeddedSession, SmartAccountsConfig } from './embeddedApiAnswers.ts'
import type { FrameParams } from './frameParams.ts'
import type { FrameStorage } from './frameStorage.ts'
import type { FrameOutbox } from './portDispatcher.ts'
import type { RecoveryPrompt } from './recoveryPrompt.ts'

/** What the approval screen shows: signers/describeRequest's answer for one request. */
export type { RequestDescription }

/** The visitor's yes or no inside the frame. Rejects with 'Request was aborted' when `signal` aborts first. */
export interface ApprovalPrompt {
  ask(description: RequestDescription, requester: string, signal: AbortSignal): Promise<boolean>
}

/** The signers of embedded-contract §5 (signers/*), as the frame calls them. */
export interface FrameSigners {
  evm: {
    address: `0x${string}`
    personalSign(params: readonly unknown[]): Promise<`0x${string}`>
    signTypedDataV4(params: readonly unknown[], activeChainId: number): Promise<`0x${string}`>
    sendTransaction(params: readonly unknown[], activeChainId: number, rpc: JsonRpc): Promise<`0x${string}`>
    sendCalls(params: readonly unknown[], activeChainId: number, rpc: JsonRpc): Promise<{ id: string }>
    getCallsStatus?(params: readonly unknown[], rpc: JsonRpc): Promise<unknown>
    knowsCalls?(id: unknown): boolean
  }
  solana: {
    address: string
    signMessage(params: { message: string; pubkey: string }): Promise<{ signature: string }>
    signTransaction(params: { transaction: string }): Promise<{ transaction: string }>
    signAllTransactions(params: { transactions: string[] }): Promise<{ transactions: string[] }>
    signAndSendTransaction(params: { transaction: string }, rpc: JsonRpc): Promise<{ signature: string }>
  }
}

/** The frame's state for one page: the visitor's login, the active networks, and the keys once rebuilt. */
export interface FrameState {
  evmChainId: number
  /** The Solana network (CAIP-2) the app last named, for Solana reads and sends. */
  solanaNetwork?: string
  /**
   * Between CONNECT_EMAIL and CONNECT_OTP, then CONNECT_DEVICE; between GET_SOCIAL_REDIRECT_URI and CONNECT_SOCIAL,
   * the secret that binds the social login to this frame (memory only: a result is good for this page alone).
   */
  login: { email?: string; pendingId?: string; socialBinding?: string }
  session?: EmbeddedSession
  /** Only in memory, only after a rebuild; SIGN_OUT drops them. */
  wallet?: { keys: WalletKeys; signers: FrameSigners }
  /** Aborts whatever waits on the visitor or the API when the visitor signs out. */
  signOut: AbortController
  /** The API's smart-account chains (asked once per page) and the visitor's accounts on them (per chain). */
  smartAccounts?: {
    config?: Promise<SmartAccountsConfig>
    signers: Map<number, Promise<SmartAccountSigner>>
  }
}

export interface FrameContext {
  params: FrameParams
  /** The origin that holds the port, as the handshake checked it: what the approval screen names. */
  parentOrigin: string
  api: EmbeddedApi
  storage: FrameStorage
  deviceShares: DeviceShareStore
  outbox: FrameOutbox
  recovery: RecoveryPrompt
  approval: ApprovalPrompt
  rpc(chainId: number | string): JsonRpc
  /** The chain's ERC-4337 bundler, through the API's bundler proxy. */
  bundler(chainId: number): JsonRpc
  createSigners(keys: WalletKeys): FrameSigners
  describeRequest(method: string, params: unknown, extra?: Pick<DescribeContext, 'smartAccount'>): RequestDescription
  state: FrameState
  /** Default: custody's RECOVERY_KDF. */
  recoveryKdf?: RecoveryKdf
}
