// Wire shapes the client reads (SPEC §3, §7). Checked by hand-written guards (responseGuards.ts), not zod:
// this code ships in the page and zod would cost more than the whole API client.

/** SPEC §3 wallet listing, as /getWallets returns it; absent links are null. */
export interface WireWallet {
  id: string
  name: string
  image_id?: string | null
  rdns?: string | null
  chains?: string[]
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  /** Issue 23: the https link that opens the app on a phone, and its App Store and Google Play pages. */
  universal_link?: string | null
  app_store?: string | null
  play_store?: string | null
  homepage?: string | null
}

export interface WalletsResponse {
  data: WireWallet[]
  count: number
}

export interface PlanLimitsResponse {
  planLimits: { tier: string; isAboveMauLimit: boolean; isAboveRpcLimit: boolean }
}

export interface AllowedOriginsResponse {
  allowedOrigins: string[]
}

export interface AnalyticsConfigResponse {
  isAnalyticsEnabled: boolean
}

/** GET /appkit/v1/config: the project's remote features. */
export interface ProjectConfigResponse {
  features: Record<string, boolean | number | string | string[]>
}

/** SPEC §3 token balance. */
export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  address?: string | null
  value?: number | null
  price?: number | null
  quantity: { decimals: string | number; numeric: string }
  iconUrl?: string | null
}

export interface TokenBalancesResponse {
  balances: TokenBalance[]
}

export interface Identity {
  name: string | null
  avatar: string | null
}
