import type { AccountChoice, AccountChoices, Connector, Network } from '@foyer/core'
import type { Eip1193Provider } from '../eip1193.ts'

// A wallet reached through code of its own (an SDK, a hardware transport, a host page) rather than a provider the
// page already has. Its listing costs the page a few bytes; its code loads only when the visitor chooses it.

/** What a connector's wallet is opened with. */
export interface EvmConnectorContext {
  /** The network the visitor is connecting on. */
  network: Network
  fetch: typeof fetch
  /** The account the visitor picked among `accountChoices`' answers; absent, the connector's configured one. */
  accountChoice?: AccountChoice
}

export interface EvmConnector {
  /** The listing (SPEC §3): type 'EXTERNAL', chain 'eip155', a data: or same-origin icon. */
  readonly connector: Connector
  /**
   * Transactions sent through it wait in a queue until their owners approve them (a Safe's): eth_sendTransaction
   * answers the queue's id, not a transaction hash.
   */
  readonly queuesTransactions?: boolean
  /** Whether the wallet can be listed on this page now (Safe: only inside a Safe). Absent: always. */
  isAvailable?(): boolean
  /** Loads the wallet's code and answers its EIP-1193 provider; connecting then asks that provider for accounts. */
  open(context: EvmConnectorContext): Promise<Eip1193Provider>
  /**
   * After a reload: the provider when the wallet may still grant the site without a prompt, else undefined.
   * Absent: `open` is used, and the provider's eth_accounts decides.
   */
  restore?(context: EvmConnectorContext): Promise<Eip1193Provider | undefined>
  /** Whether the page is where this wallet connects by itself, without the visitor choosing it (Safe's web app). */
  connectsByItself?(): Promise<boolean>
  /**
   * The wallet holds many accounts and lists them for the visitor to pick from (a hardware wallet's addresses):
   * one page of them, on `scheme` or the wallet's default. It may prompt (a device picker) and keeps what it opened
   * for the `open` that follows. The listing then says `picksAccount: true`.
   */
  accountChoices?(
    context: EvmConnectorContext,
    request: { scheme?: string; offset: number; count: number },
  ): Promise<AccountChoices>
  /** Ends what `open` started (an SDK's session, a transport) after the site's permission is revoked. */
  close?(provider: Eip1193Provider): Promise<void>
}
