import type { SiwxVerifier } from '../siwx/siwxTypes.ts'
import type { Account, AccountKind, AccountType, Connector } from '../types/connector.ts'
import type { ChainNamespace, Network } from '../types/network.ts'
import type { WalletCalls } from './calls.ts'

export interface ConnectResult {
  /**
   * Every account the wallet granted, the one to use first (Bitcoin wallets grant a payment and an ordinals
   * address; Polkadot extensions several). Never empty: a wallet that grants none has refused.
   */
  accounts: readonly [Account, ...Account[]]
  /** The network the wallet is on after connecting (it may not be the one asked for). */
  chainId: number | string
  /** An AUTH connection whose account in use is a smart account: whether it is deployed yet. */
  smartAccountDeployed?: boolean
  /**
   * The wallet puts transactions in a queue until its owners approve them (a Safe): sendTransfer answers the
   * queue's id, not a transaction hash, and nothing lands on the network until they sign.
   */
  queuesTransactions?: boolean
}

/** What a switch of account type left in use (SPEC §4 preferred account type). */
export interface AccountTypeResult {
  /** The namespace's accounts, the one now in use first. */
  accounts: readonly [Account, ...Account[]]
  smartAccountDeployed?: boolean
}

/**
 * What differs between chains, described by the namespace's adapter so that core never tests a namespace by name
 * (ARCHITECTURE "the adapter describes its chain").
 */
export interface ChainDescription {
  /** How the modal names the chain family: 'Ethereum', 'Solana'. */
  readonly label: string
  /** The characters every address starts with ('0x' on EVM), kept when an address is shortened. */
  readonly addressPrefix?: string
  /** SPEC §5's address rule of this namespace. */
  isAddress(value: string): boolean
  /** The one spelling kept, shown and compared (EVM: checksummed; Solana: as it is). Expects isAddress. */
  normalizeAddress(value: string): string
  isTransactionHash(value: string): boolean
  /** A transaction's page on the network's explorer, if the network has one. */
  transactionUrl(network: Network, hash: string): string | undefined
  /** An account's page on the network's explorer, if the network has one (Account's "View on explorer"). */
  addressUrl(network: Network, address: string): string | undefined
  /** SLIP-44 coin type under which a registered name keeps an address of this chain ('60', '501'). */
  readonly nameCoinType?: string
  /**
   * The coin type a name registration signed on `network` names, so the name service checks the signature on that
   * network (a smart account may exist on one network only). EVM: ENSIP-11, 60 on Ethereum and `0x80000000 | id`
   * elsewhere. Without it, registrations name `nameCoinType`.
   */
  registrationCoinType?(network: Network): number
  /**
   * What the Foyer API serves for this chain (SPEC §9: balances on EVM and Solana, activity on EVM only; the
   * names behind /v1/identity are EVM's; on-ramp on EVM and Solana).
   */
  readonly api: {
    readonly tokenBalances: boolean
    readonly activity: boolean
    readonly identity: boolean
    readonly onramp: boolean
  }
}

export interface NativeBalance {
  value: bigint
  decimals: number
  symbol: string
}

export interface ConnectParams {
  connectorId: string
  network: Network
  /** WALLET_CONNECT connectors: called with each pairing URI to show (a new one when the pairing is renewed). */
  onDisplayUri?(uri: string): void
  /** Aborted when the visitor closes the modal: a pending pairing stops and connect fails with 'Modal closed'. */
  signal?: AbortSignal
  /**
   * Foyer disconnected this connector before (SPEC §3 disconnected connector ids): ask the wallet to show its
   * account picker again (EVM: wallet_requestPermissions, eth_requestAccounts where the wallet lacks it).
   */
  askPermissions?: boolean
  /**
   * The kind of account the visitor prefers in use (SPEC §9 default account types: Bitcoin's payment address), for
   * wallets that grant several kinds: the adapter puts such an account first when the wallet granted one.
   */
  preferredAccountType?: AccountKind
  /**
   * For a connector whose wallet holds many accounts the visitor picks from (`Connector.picksAccount`): the one
   * picked among `listAccountChoices`' answers. Absent: the wallet's own default account.
   */
  accountChoice?: AccountChoice
}

/** One account of a wallet that holds many: which scheme (a hardware wallet's derivation path family) and its index. */
export interface AccountChoice {
  scheme: string
  index: number
}

/** A page of the accounts a wallet holds, for the visitor to pick from before connecting. */
export interface AccountChoices {
  /** The schemes the wallet can list accounts under, with their names for people ('Ledger Live'). */
  schemes: readonly { id: string; label: string }[]
  /** The scheme these accounts are on. */
  scheme: string
  /** The accounts from the page's offset on, each with its index (to connect it) and where the wallet keeps it. */
  accounts: readonly { address: string; index: number; path: string }[]
}

/** Which page of a wallet's accounts to list. */
export interface AccountChoicesRequest {
  connectorId: string
  network: Network
  /** Absent: the wallet's default scheme. */
  scheme?: string
  offset: number
  count: number
}

/** An ERC-20-like token as read from its contract (SPEC §7 multicall), with `owner`'s balance in smallest units. */
export interface TokenMetadata {
  name: string
  symbol: string
  decimals: number
  balance: bigint
}

/** A transfer of the native currency (no `token`) or of an ERC-20-like token (SPEC §4 send). */
export interface TransferRequest {
  from: string
  to: string
  /** In the token's smallest unit. */
  amount: bigint
  token?: { address: string; decimals: number }
  network: Network
}

/**
 * A transaction built elsewhere (the swap API's approval and swap calls): a contract, its calldata and the native
 * value sent with it, in the chain's smallest unit. `gas` and `gasPrice` are the builder's suggestions; the wallet may
 * fill its own.
 */
export interface TransactionRequest {
  from: string
  to: string
  data: string
  value: bigint
  network: Network
  gas?: bigint
  gasPrice?: bigint
}

/** A network fee in the native currency's smallest unit. */
export interface TransferFee {
  value: bigint
  decimals: number
  symbol: string
}

export type TransactionOutcome = 'success' | 'reverted'

/**
 * A wallet's news. `connectorId` names the connection it comes from, for adapters that hold several at once
 * (SPEC §2 ProfileWallets); without it, the event is the connection in use's.
 */
export type AdapterEvent = (
  | {
      type: 'accountsChanged'
      addresses: string[]
      /**
       * The accounts with their SPEC §3 types, the one in use first, where the wallet says (the embedded wallet's
       * eoa and smart account change with the network and the visitor's choice), and whether a smart account in
       * use is deployed.
       */
      accounts?: readonly [Account, ...Account[]]
      smartAccountDeployed?: boolean
    }
  | { type: 'chainChanged'; chainId: number | string }
  | { type: 'disconnect' }
) & { connectorId?: string }

/**
 * What every namespace's adapter does (ARCHITECTURE rule 2); an optional member is a capability the chain or its
 * wallets may lack, never stubbed. Errors are FoyerErrors from the catalogue: a user saying no is
 * UserRejectedError whatever the wallet threw.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  readonly chain: ChainDescription
  /** Starts wallet discovery; calls back with the whole list whenever it changes. */
  watchConnectors(onChange: (connectors: Connector[]) => void): () => void
  /** Asks the wallet for accounts (it may prompt). Rejections: UserRejectedError / ConnectionRejectedError. */
  connect(params: ConnectParams): Promise<ConnectResult>
  /**
   * The accounts a wallet that holds many offers the visitor (a hardware wallet's addresses, page by page); present
   * where a connector of the adapter can list them, and undefined for a connector that cannot. It may prompt (a
   * device picker) and fails with the catalogue's texts (a locked device, an app not open).
   */
  listAccountChoices?(request: AccountChoicesRequest): Promise<AccountChoices | undefined>
  /**
   * The connector of the wallet the page runs inside, which connects without the visitor choosing it (a dapp
   * opened as a Safe App in the Safe's web app); undefined when the page is in no such wallet. Never rejects: a
   * wallet that cannot tell counts as not hosting the page.
   */
  hostConnectorId?(): Promise<string | undefined>
  /**
   * Gets a connector ready ahead of the visitor's pick (a hover or focus on it): WalletConnect's client and relay
   * socket, so its QR code shows sooner. Present where a connector of the adapter has something to prepare.
   */
  prepareConnector?(connectorId: string): Promise<void>
  /** Silently restores a connection after a reload; undefined when the wallet no longer grants it. */
  reconnect(params: {
    connectorId: string
    network: Network
    timeoutMs?: number
    preferredAccountType?: AccountKind
  }): Promise<ConnectResult | undefined>
  /**
   * Ends a connection: the one in use, or the one of `connectorId`. An adapter may hold several (each connect or
   * reconnect makes its connection the one in use, the others keep reporting events) or one (connecting another
   * wallet ends the last); a connection it no longer holds needs nothing, or only the wallet's permission revoked.
   */
  disconnect(params?: { connectorId?: string }): Promise<void>
  getAccounts(): Promise<Account[]>
  getBalance(params: { address: string; network: Network }): Promise<NativeBalance>
  /**
   * Moves the wallet to another network of the namespace (EVM: adding it first when the wallet does not know it).
   * Absent where wallets follow the dapp's network instead (Solana): the dapp then switches on its own.
   */
  switchNetwork?(params: { network: Network }): Promise<void>
  signMessage(params: { message: string; address: string }): Promise<string>
  /** Connection events from the wallets connected, each naming its connection where the adapter holds several. */
  subscribe(listener: (event: AdapterEvent) => void): () => void
  /** SPEC §4 send, optional: namespaces without send omit it. Fails with 'error estimating gas'. */
  estimateTransferFee?(request: TransferRequest): Promise<TransferFee>
  /** Asks the connected wallet to sign and send; resolves to the transaction hash. A no is UserRejectedError. */
  sendTransfer?(request: TransferRequest): Promise<string>
  /**
   * Asks the connected wallet to sign and send a transaction built elsewhere (calldata to a contract: a swap, an
   * approval); resolves to its hash. Present where the chain has such transactions (EVM). A no is UserRejectedError.
   */
  sendTransaction?(request: TransactionRequest): Promise<string>
  /** Polls the network's own node until the transaction is mined, failing with TRANSACTION_TIMEOUT after timeoutMs. */
  waitForTransaction?(params: { hash: string; network: Network; timeoutMs: number }): Promise<TransactionOutcome>
  /**
   * The connected wallet's raw provider (EIP-1193 for EVM, the Solana sign calls for Solana), for dapps that need
   * it; on `network`, the namespace's selected one, for chains whose wallets follow the dapp's network.
   */
  getProvider(params?: { network: Network }): unknown
  /** Checks sign-in signatures of this namespace, for sessions kept in the browser (SPEC §4 sign-in). */
  readonly siwxVerifier?: SiwxVerifier
  /**
   * SPEC §6: the auth connector switches between eoa and smartAccount where the chain has smart accounts (EVM).
   * Present on such adapters; fails with 'Not connected to email or social' unless connected through it. The
   * adapter's wallet reports the new address as an accountsChanged event as well.
   */
  setAccountType?(params: { type: AccountType; network: Network }): Promise<AccountTypeResult>
  /**
   * EIP-5792, where the chain has it (EVM): the connected wallet's batch calls, their status and capabilities,
   * loaded on first use (one property here keeps the page's first chunk as small as it was).
   */
  walletCalls?(): Promise<WalletCalls>
  /**
   * SPEC §7 multicall: reads a token contract's name, symbol, decimals and `owner`'s balance in one call through the
   * network's multicall contract (SPEC §3 contracts.multicall3), from the network's node. An address that is no
   * token fails with 'This address is not a token contract'.
   */
  readToken?(params: { address: string; owner: string; network: Network }): Promise<TokenMetadata>
}
