import type { SiwxMessageData } from '@foyer/protocol/siwx-message'
import type { FoyerError } from '../errors/errors.ts'
import type { CaipNetworkId, ChainNamespace, Network } from '../types/network.ts'

export type { SiwxMessageData }

/** SPEC §3 session: the message's fields, its text, the signature, optional cacao; `id` when a server keeps it. */
export interface SiwxSession {
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: unknown
  /** The server's session id (the API storage); absent for sessions kept only in this browser. */
  id?: string
  /** The email the visitor confirmed in DataCapture, when the server attached one. */
  email?: string
}

/** Builds the message to sign for an account on a network (nonce from the API by default). */
export interface SiwxMessenger {
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxMessageData>
}

/** Checks a session's signature for one namespace (eip155: ecrecover, ERC-1271 and ERC-6492). */
export interface SiwxVerifier {
  readonly namespace: ChainNamespace
  verify(params: { session: SiwxSession; network: Network }): Promise<boolean>
}

/** Where sessions live: this browser (default without an API) or the Foyer API and its session cookie. */
export interface SiwxStorage {
  /** Verifies and keeps a signed session; resolves to it as kept (with its server id). Fails with a FoyerError. */
  add(session: SiwxSession, extra?: { emailToken?: string }): Promise<SiwxSession>
  /** The still-valid sessions of an account on a network. */
  get(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Ends the sessions of an account on a network (revoking them on the server). */
  delete(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every session; `[]` signs out everywhere (SPEC §9: revoke on disconnect). */
  set(sessions: SiwxSession[]): Promise<void>
}

/** `siwx` in the dapp's options. Sign-in is on as soon as this is given; required only when asked (SPEC §9). */
export interface SiwxConfig {
  /** Cancelling then disconnects (or returns to the last signed-in network) and the modal cannot be closed. */
  required?: boolean
  /** Shown in the message above its fields. Default 'Please sign with your account'. */
  statement?: string
  /** How long a session lasts. Default 7 days. */
  expiresInMs?: number
  /** Default: nonces from the Foyer API when one is configured, else made here. */
  messenger?: SiwxMessenger
  /** Default: the Foyer API's sessions when an API is configured, else this browser's storage. */
  storage?: SiwxStorage
  /** For the local storage: checks a signature before keeping it. Adapters may offer theirs. */
  verifiers?: readonly SiwxVerifier[]
}

export type SiwxStatus = 'idle' | 'checking' | 'signing' | 'authenticating' | 'signed' | 'error'

/** The sign-in slice (SPEC §4 sign-in flow) for the active account and network. */
export interface SiwxState {
  enabled: boolean
  required: boolean
  status: SiwxStatus
  session?: SiwxSession
  error?: FoyerError
}

/** DataCapture (email capture, SPEC §2): the address, then the one-time code sent to it. */
export interface DataCaptureState {
  step: 'email' | 'code'
  email?: string
  pending: boolean
  error?: FoyerError
  /** When another code may be sent (ms since epoch); SPEC §9 email cooldown 30 s. */
  resendAt?: number
  /** Proof of the confirmed email, attached to the session the visitor signs next. */
  emailToken?: string
}

export interface SiwxActions {
  /** SIWXSignMessage's Sign: builds, signs, verifies and keeps a session, then closes. */
  signIn(): Promise<void>
  /** SIWXSignMessage's Cancel (SPEC §4). */
  cancelSignIn(): Promise<void>
  /** Ends the active account's session on this network; with sign-in required, disconnects too. */
  signOut(): Promise<void>
  /** DataCapture: sends a one-time code to the address. */
  captureEmail(email: string): Promise<void>
  /** DataCapture: confirms the code, then asks for the signature. */
  confirmEmailCode(code: string): Promise<void>
  resendEmailCode(): Promise<void>
  /** DataCapture: back from the code to the address. */
  editCapturedEmail(): void
}
