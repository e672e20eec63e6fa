import type { AppEventPayload, FrameSuccessPayload } from '@foyer/protocol/frame'
import type { FoyerError } from '../errors/errors.ts'
import type { AccountType } from '../types/connector.ts'
import type { ChainNamespace } from '../types/network.ts'

// The embedded wallet (SPEC AUTH connector) as core and the views see it. The frame client behind it loads on
// demand; until the visitor picks email or a stored connection asks for it, nothing of it is fetched.

/** The id of the secure frame's iframe (one per page), for the view that shows it to point at with aria-owns. */
export const SECURE_FRAME_ELEMENT_ID = 'foyer-secure-frame'

/**
 * The one namespace whose chain the frame follows: SPEC §7's frame `chainId` (query, GET_USER, SWITCH_NETWORK)
 * and §3's last used chain are numeric EVM chain ids. Every place core needs the frame's chain
 * names it through this constant.
 */
export const FRAME_CHAIN_NAMESPACE = 'eip155' as const

/** Why the frame is on screen (the ApproveTransaction view shows it, SPEC §2). */
export type FramePurpose = 'approve' | 'create-recovery' | 'enter-recovery'

export interface EmbeddedState {
  /** The frame: not loaded yet, loading (SPEC §4: until READY + 500 ms + sync), ready, or failed to load. */
  frame: 'idle' | 'loading' | 'ready' | 'failed'
  /** The email login in progress, for the EmailLogin view's steps. */
  login?: {
    email: string
    step: 'otp' | 'device'
    /** When a new code may be asked for (SPEC §9 30 s cooldown), ms since the epoch. */
    resendAvailableAt: number
  }
  /**
   * A code the server refused to send yet (SPEC §9 30 s cooldown, e.g. asked for again from another tab or after
   * "Use another email"): when Connect's email field may ask for `email` again, ms since the epoch.
   */
  cooldown?: { email: string; until: number }
  /** The signed-in account's email (Account view; UpdateEmailWallet starts from it). */
  email?: string
  /** The social or Farcaster login's username (SPEC §3 userName; the stored socialUsername), shown in Account. */
  userName?: string
  /** An email change in progress (UpdateEmailWallet's two code steps). */
  update?: { newEmail: string; step: 'primary' | 'secondary' }
  /** Set while the frame must be seen (ApproveTransaction). */
  visible?: FramePurpose
  /**
   * The social login in progress (ConnectingSocial): its provider, why it failed once it did, and for a full-page
   * redirect (where a popup cannot be used) whether this page is leaving for the provider or came back from it.
   */
  social?: { provider: string; error?: FoyerError; redirect?: 'leaving' | 'returning' }
  /**
   * The social providers the API has configured (GET /v1/embedded/social/providers) that the visitor's platform
   * can use (SPEC §5); undefined until known, empty when the API cannot say (then Connect shows no social button,
   * and email still works). Connect shows those of `features.socials` found here, in the dapp's order.
   */
  socialProviders?: readonly string[]
  /**
   * The networks (chain numbers of the frame's namespace) where the visitor has a smart account: the stored list
   * (SPEC §3) until the frame answers GET_SMART_ACCOUNT_ENABLED_NETWORKS, then the frame's.
   */
  smartAccountEnabledNetworks?: readonly number[]
  /** A switch of account type in progress, or the last one's failure (the Account view's row). */
  accountTypeSwitch?: { to: AccountType; status: 'pending' } | { to: AccountType; status: 'failed'; error: Error }
}

/** What the views call; each resolves when the step is done and rejects with a FoyerError from the catalogue. */
export interface EmbeddedActions {
  /** Mails a code to `email` (loading the frame first) and opens EmailLogin at its code step. */
  connectEmail(email: string): Promise<void>
  /** Asks for a new code; 'Please try again after {n} seconds' during the cooldown. */
  resendCode(): Promise<void>
  /** Checks the code: connects every namespace the embedded wallet serves, or moves to the device step and waits. */
  verifyOtp(otp: string): Promise<void>
  /** Leaves the login (Back from EmailLogin): nothing stays half-connected. */
  cancelLogin(): void
  /** Starts an email change (connected through the embedded wallet only, SPEC §6): a code to the current address. */
  updateEmail(newEmail: string): Promise<void>
  verifyPrimaryOtp(otp: string): Promise<void>
  verifySecondaryOtp(otp: string): Promise<void>
  cancelUpdateEmail(): void
  /**
   * Starts a social login (SPEC §2): opens the popup at once — so call it straight from the click handler, before
   * any await, or the browser blocks it — then shows ConnectingSocial and resolves once connected. Rejects with
   * 'Failed to initiate social connection', 'Popup closed' or the popup's own reason. Where the popup cannot be used
   * (blocked, or a social app's in-app browser) the page goes to the provider itself and the login completes when
   * it comes back; the promise then never settles on this page unless the visitor returns without a result.
   */
  connectSocial(provider: string): Promise<void>
  /** Leaves the social login (Back from ConnectingSocial, or the modal closed): the popup closes, nothing connects. */
  cancelSocial(): void
  /** Asks the API which social providers it has configured, once (cached in `socialProviders`). */
  loadSocialProviders(): Promise<void>
  /**
   * Keeps the frame (an iframe core owns in document.body) fixed over `slot`'s box while the frame must be seen,
   * following resizes and scrolls; the returned function detaches it. ApproveTransaction calls it with its 360×600 area.
   */
  attachFrame(slot: HTMLElement): () => void
  /**
   * Sign In With Farcaster (ConnectingFarcaster): shows the channel's URL as the per-chain `farcasterUrl`, renews it
   * when it expires, and connects every namespace the embedded wallet serves once the Farcaster app approves.
   */
  connectFarcaster(): Promise<void>
  /** SPEC §2 Back from ConnectingFarcaster while disconnected: the URL goes, the frame reloads after 100 ms. */
  cancelFarcaster(): void
}

/** One request to the frame's wallet, as the adapters send them (SPEC §7 RPC payload). */
export interface EmbeddedRpcRequest {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
  chainNamespace: ChainNamespace
  /** The chain's reference within its namespace (EVM: the number; Solana: the genesis-hash prefix). */
  chainId: number | string
  rpcUrl?: string
}

export interface EmbeddedAccount {
  namespace: ChainNamespace
  address: string
  /** SPEC §3 Account.type; eoa when the frame does not say. */
  type?: AccountType
  /** A smart account only: whether it is deployed on the current network yet. */
  deployed?: boolean
}

export type EmbeddedWalletEvent = { type: 'accountsChanged'; accounts: EmbeddedAccount[] } | { type: 'disconnect' }

/**
 * The embedded wallet the dapp creates once and hands to each adapter and to createFoyer, as with WalletConnect:
 * one frame, one secret, an account per namespace.
 */
export interface EmbeddedWallet {
  /** The connector id every namespace uses for it. */
  readonly connectorId: string
  /** The secure site's exact origin (where the frame is served from). */
  readonly origin: string
  /** The accounts of the signed-in visitor (loading the frame if needed); empty when nobody is signed in. */
  getAccounts(params: { chainNamespace: ChainNamespace; chainId: number | string }): Promise<EmbeddedAccount[]>
  /** Sends an RPC request to the frame; requests SPEC §6 asks the visitor to approve show the frame first. */
  request(request: EmbeddedRpcRequest): Promise<unknown>
  /** Moves the frame's wallet to another network of a namespace (SPEC §7 switch network). */
  switchNetwork(params: { chainNamespace: ChainNamespace; chainId: number | string; rpcUrl?: string }): Promise<void>
  subscribe(listener: (event: EmbeddedWalletEvent) => void): () => void
  /** Signs out inside the frame (waits at most FRAME_SIGN_OUT_WAIT_MS) and clears the login cache. */
  signOut(): Promise<void>
  /**
   * Asks the frame to use the visitor's eoa or smart account (SPEC §7 set preferred account) on `chainId`; resolves
   * with the namespace's accounts, the one now in use first, and tells subscribers (accountsChanged).
   */
  setPreferredAccountType?(params: {
    chainNamespace: ChainNamespace
    chainId: number | string
    type: AccountType
  }): Promise<EmbeddedAccount[]>
}

// ——— Core only: what createFoyer and the embedded flows need beyond the adapters' view. ———

/** What createFoyer tells the embedded wallet about the dapp: the frame URL's query and SYNC_DAPP_DATA (SPEC §7). */
export interface EmbeddedWalletConfig {
  projectId: string
  /** The chain the frame starts on (SPEC §9: 1 by default). */
  chainId: number | string
  rpcUrl?: string
  enableLogger?: boolean
  sdkType: string
  sdkVersion: string
  metadata?: { name: string; description?: string; url: string; icons?: readonly string[] }
  /** The account type the visitor prefers in the frame's namespace, sent with GET_USER so a reload keeps it. */
  preferredAccountType?: () => AccountType | undefined
}

/** What the frame tells core, outside any answer. */
export type EmbeddedHostEvent =
  | { type: 'frame'; frame: EmbeddedState['frame'] }
  | { type: 'show'; purpose: FramePurpose }
  | { type: 'hide' }
  /** The frame has no signed-in visitor any more (sign-out, or a failed connectivity check): SPEC §4 login cache. */
  | { type: 'signedOut' }
  /** The frame said where smart accounts are (after READY, SPEC §4), as its chain numbers. */
  | { type: 'smartAccountNetworks'; networks: readonly number[] }
  /** The visitor's accounts changed inside the frame (a switch of account type or of network). */
  | { type: 'accountsChanged'; accounts: EmbeddedAccount[] }

/** The signed-in visitor as the frame's GET_USER describes them (SPEC §3 connected user). */
export interface EmbeddedUser {
  email?: string
  /** A social or Farcaster login's username. */
  userName?: string
  chainId: number | string
  /** Every namespace's accounts; in each namespace the one in use comes first. */
  accounts: EmbeddedAccount[]
  preferredAccountType?: AccountType
}

/** The app events core's login and email-change flows send (SPEC §7); their answers are the protocol's. */
export type EmbeddedFrameCall =
  | 'CONNECT_EMAIL'
  | 'CONNECT_OTP'
  | 'CONNECT_DEVICE'
  | 'UPDATE_EMAIL'
  | 'UPDATE_EMAIL_PRIMARY_OTP'
  | 'UPDATE_EMAIL_SECONDARY_OTP'
  | 'GET_SOCIAL_REDIRECT_URI'
  | 'CONNECT_SOCIAL'
  | 'GET_FARCASTER_URI'
  | 'CONNECT_FARCASTER'

/**
 * The embedded wallet as createFoyer receives it (what createEmbeddedWallet returns): the adapters' interface plus
 * the frame's login calls, its events and its element, for core's flows only.
 */
export interface EmbeddedWalletHost extends EmbeddedWallet {
  /**
   * Called once by createFoyer, before anything loads the frame; a promise while core's chunk works it out (the
   * frame then waits for it). Undefined: no project, so no frame ('Auth provider not found').
   */
  configure(config: EmbeddedWalletConfig | Promise<EmbeddedWalletConfig | undefined>): void
  watch(listener: (event: EmbeddedHostEvent) => void): () => void
  /** Sends a login or email-change event to the frame (loading it first) and resolves with its answer. */
  call<N extends EmbeddedFrameCall>(name: N, payload: AppEventPayload<N>): Promise<FrameSuccessPayload<N>>
  /** The signed-in visitor: asked of the frame (IS_CONNECTED, then GET_USER) unless known; undefined when nobody is. */
  getUser(params: { chainId: number | string; refresh?: boolean }): Promise<EmbeddedUser | undefined>
  /** The frame's iframe, once the frame client created it. */
  frameElement(): HTMLIFrameElement | undefined
  /**
   * The fragment a social login by full-page redirect came back with (`#foyer-social=…`), taken out of the address
   * bar when the page started; once, then undefined.
   */
  takeSocialReturn(): string | undefined
  /** Stops the requests waiting for the visitor's approval (the modal was closed): they fail with 'Request was aborted'. */
  abortApprovals(): void
  /**
   * Reloads the embedded wallet provider: the frame is told RELOAD, then dropped with whatever waits on it (those
   * requests fail with 'Request was aborted'); the next use loads a fresh frame. Nothing happens before one loaded.
   */
  reload(): Promise<void>
}
