import type { PurchaseCurrency, SocialProviderName } from '@foyer/protocol'
import type { Database } from './db/database.ts'
import type { OnrampProvider } from './onramp/onrampProvider.ts'
import type { RateLimiter } from './rateLimit/rateLimiter.ts'
import type { RpcRateLimit, RpcRateLimiters } from './rateLimit/rpcRateLimit.ts'
import type { RateLimitRule } from './rateLimit/tokenBucket.ts'

/** An EVM chain the API serves: its id, name and the upstream JSON-RPC node it reads, indexes and proxies. */
export interface ChainConfig {
  chainId: number
  name: string
  rpcUrl: string
  /** An ERC-4337 bundler for the chain: the embedded wallet's smart account is offered there (docs/smart-accounts). */
  smartAccount?: SmartAccountChainConfig
  /** Uniswap V2 contracts: the swap calls (/v1/convert/*) are served on the chain only with these (docs/swaps.md). */
  swaps?: SwapChainConfig
}

/** A chain's Uniswap V2 (or a fork with the same interface): its Router02, the factory and the wrapped native coin. */
export interface SwapChainConfig {
  routerAddress: `0x${string}`
  factoryAddress: `0x${string}`
  wethAddress: `0x${string}`
}

/**
 * A smart-account-enabled chain: its bundler (EntryPoint 0.7, the JSON-RPC the API proxies at
 * /v1/embedded/bundler) and the factory of the Solady smart account the frame derives its accounts from.
 */
export interface SmartAccountChainConfig {
  bundlerUrl: string
  factoryAddress: `0x${string}`
}

/**
 * A Solana network the API serves: its CAIP-2 id (`solana:` and the first 32 base58 characters of its genesis
 * hash, CAIP-30), a name, and the upstream JSON-RPC node it reads and proxies.
 */
export interface SolanaChainConfig {
  caipNetworkId: `solana:${string}`
  name: string
  rpcUrl: string
}

/** The bech32 prefix of a Bitcoin network's segwit addresses: mainnet, testnet and signet, regtest. */
export type BitcoinAddressPrefix = 'bc' | 'tb' | 'bcrt'

/**
 * A Bitcoin network the API serves: its CAIP-2 id (`bip122:` and the first 32 hex digits of its genesis block
 * hash, CAIP-4), a name, and the base URL of an Esplora-compatible HTTP API (no trailing slash) it reads balances
 * from. Its address prefix follows from the genesis hash for the four public networks and regtest.
 */
export interface BitcoinChainConfig {
  caipNetworkId: `bip122:${string}`
  name: string
  esploraUrl: string
  addressPrefix: BitcoinAddressPrefix
}

/**
 * A Polkadot (Substrate) network the API serves: its CAIP-2 id (`polkadot:` and the first 32 hex digits of its
 * genesis hash, CAIP-13), a name, and the JSON-RPC endpoint (HTTP POST) it reads balances from. The SS58 format,
 * token symbol and decimals default to what the node's `system_properties` says.
 */
export interface PolkadotChainConfig {
  caipNetworkId: `polkadot:${string}`
  name: string
  rpcUrl: string
  ss58Format?: number | undefined
  symbol?: string | undefined
  decimals?: number | undefined
}

/** One served network of any namespace: `chainId` is EVM, `caipNetworkId` names the others. */
export type NetworkConfig = ChainConfig | SolanaChainConfig | BitcoinChainConfig | PolkadotChainConfig

export interface ApiConfig {
  /** Every network served, EVM, Solana, Bitcoin and Polkadot in one list (FOYER_CHAINS). */
  chains: readonly NetworkConfig[]
  /** The origin this API is reachable at, for absolute URLs it hands out (image URLs, …). */
  publicUrl: string
  /** Requests per project and client IP; false turns limiting off (benchmarks). Default DEFAULT_RATE_LIMIT. */
  rateLimit?: RateLimitRule | false
  /**
   * Calls the RPC proxy forwards per client IP and per project (a batch costs one per call); false turns them
   * off. Default: derived from `rateLimit` (rpcRateLimitOf).
   */
  rpcRateLimit?: RpcRateLimit | false
  /** Behind a load balancer: take the client IP from the last X-Forwarded-For entry. Default false. */
  trustProxy?: boolean
  /** Bytes all requests in flight may hold together; default IN_FLIGHT_BYTES (memoryBudget.ts). */
  inFlightBytes?: number
  /** SMTP for the email one-time codes (SMTP_URL, MAIL_FROM); without it POST /v1/email/otp answers 503. */
  mail?: MailConfig
  /** The embedded wallet's routes (/v1/embedded/*); without it they answer 404. docs/api-embedded.md. */
  embedded?: EmbeddedConfig
  /**
   * The newest Foyer release, announced at GET /v1/sdk/latest (FOYER_LATEST_SDK_VERSION, semver); default this
   * API's own release. docs/api.md "Latest SDK version".
   */
  latestSdkVersion?: string
  /** The on-ramp provider (docs/onramp.md); without one, options are the SPEC §9 defaults and quotes answer 503. */
  onramp?: OnrampConfig
  /** The name registry (/v1/profile/*): its zone and the EVM chain signatures are checked on. docs/names.md. */
  names?: NamesConfig
}

export interface OnrampConfig {
  /** A provider speaking Foyer's on-ramp protocol over HTTP (FOYER_ONRAMP_PROVIDER_URL), e.g. the local sandbox. */
  providerUrl?: string
  /** A provider in code (a real provider's adapter); wins over `providerUrl`. */
  provider?: OnrampProvider
  /** What the options list as purchase currencies when the provider cannot be read; default none. */
  purchaseCurrencies?: readonly PurchaseCurrency[]
}

export interface NamesConfig {
  /** The zone names are registered under (FOYER_NAMES_ZONE), without a leading dot; default DEFAULT_NAME_ZONE. */
  zone?: string
  /**
   * The EVM chain coin type 60 stands for (FOYER_NAMES_CHAIN_ID): smart-account signatures are checked there.
   * Default the first EVM chain served.
   */
  chainId?: number
  /** Registrations per client IP; default NAME_REGISTRATION_LIMIT (10 at once, 30 an hour); false turns it off. */
  registrationLimit?: RateLimitRule | false
}

export interface EmbeddedConfig {
  /** The secure site's exact origin (FOYER_SECURE_SITE_ORIGIN): CORS for /v1/embedded/* and /projects/v1/origins. */
  secureSiteOrigin: string
  /** Key-encryption key for the auth shares: 32 bytes, hex or base64 (FOYER_EMBEDDED_KEK). Never in the database. */
  kek: string
  /** HMAC key for the one-time codes: at least 32 bytes, hex or base64 (FOYER_EMBEDDED_OTP_KEY). */
  otpKey: string
  /** How long POST /v1/embedded/device/wait holds a request; default EMBEDDED_DEVICE_WAIT_MS (25 s). */
  deviceWaitMs?: number
  /** While a wait is held, how often it reads the database for an approval made on another instance; default 5 s. */
  deviceRecheckMs?: number
  /** Codes mailed per address, per client IP and per project; default DEFAULT_EMBEDDED_SEND_LIMITS. */
  sendLimits?: EmbeddedSendLimits
  /**
   * The social login providers this server offers (SPEC §9 names), each registered with the provider with the
   * redirect URI `${secureSiteOrigin}/social/callback`; a provider left out is not offered. docs/api-embedded.md.
   */
  socials?: Partial<Record<SocialProviderName, SocialProviderConfig>>
  /** Sign In With Farcaster (docs/api-embedded.md "Farcaster"); its routes answer FARCASTER_UNAVAILABLE without it. */
  farcaster?: FarcasterConfig
}

/** One OpenID Connect / OAuth 2 provider: its issuer (discovery) or its endpoints, and the client it gave us. */
export interface SocialProviderConfig {
  /** The issuer: `${issuer}/.well-known/openid-configuration` is read once, on the first login. */
  issuer?: string
  /** Instead of discovery (providers without it, e.g. GitHub): the issuer's endpoints. */
  endpoints?: {
    issuer: string
    authorization: string
    token: string
    userinfo?: string
    jwks?: string
  }
  clientId: string
  clientSecret: string
  /** Default 'openid email profile'. */
  scope?: string
}

export interface FarcasterConfig {
  /** Farcaster's auth relay (FOYER_FARCASTER_RELAY_URL), e.g. https://relay.farcaster.xyz; locally the stand-in. */
  relayUrl: string
  /**
   * Where a custody address's fid is read: the Id Registry on OP Mainnet through an RPC (FOYER_FARCASTER_OPTIMISM_RPC),
   * or a lookup service answering GET {url}/v1/fid-of/{custody} with `{ fid }` (the local stand-in).
   */
  fidSource: { kind: 'idRegistry'; rpcUrl: string } | { kind: 'lookup'; url: string }
  /** The RPC smart-contract custody signatures are checked on (ERC-1271 / ERC-6492); default the Id Registry's RPC. */
  signatureRpcUrl?: string
  /** How long POST /v1/embedded/farcaster/wait holds a channel; default EMBEDDED_FARCASTER_WAIT_MS (25 s). */
  waitMs?: number
  /** How often a held wait asks the relay; default 500 ms. */
  pollMs?: number
}

export interface EmbeddedSendLimits {
  perAddress: RateLimitRule
  perIp: RateLimitRule
  perProject: RateLimitRule
}

export interface MailConfig {
  /** smtp://user:pass@host:port or smtps://…, as nodemailer reads it. */
  smtpUrl: string
  /** The sender, e.g. `Foyer <no-reply@example.com>`. */
  from: string
}

/** Memory by default, Redis with REDIS_URL, so several instances share it. Values are JSON. */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>
  set<T>(key: string, value: T, ttlMs: number): Promise<void>
  delete(key: string): Promise<void>
}

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

/** What every route module receives. Route modules never open connections of their own. */
export interface ApiDeps {
  db: Database
  cache: Cache
  config: ApiConfig
  log: Logger
  /** Injectable clock for TTLs and time bounds in tests. */
  now(): number
  /** Shared buckets (Redis) when several instances serve one deployment; in memory when absent. */
  rateLimiter?: RateLimiter
  /** The RPC proxy's buckets, shared (Redis) like `rateLimiter`; in memory when absent. */
  rpcRateLimiters?: RpcRateLimiters
}
