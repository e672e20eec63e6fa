import type {
  AllowedOriginsResponse,
  AnalyticsConfigResponse,
  Identity,
  PlanLimitsResponse,
  ProjectConfigResponse,
  TokenBalance,
  TokenBalancesResponse,
  WalletsResponse,
  WireWallet,
} from './apiTypes.ts'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isString = (value: unknown): value is string => typeof value === 'string'
const isOptionalString = (value: unknown) => value === undefined || value === null || isString(value)
const isOptionalNumber = (value: unknown) => value === undefined || value === null || Number.isFinite(value)
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString)

/** A wallet's shape; a phone link that is text but not https is dropped later (registryFetch.ts), not refused here. */
export const isWireWallet = (value: unknown): value is WireWallet =>
  isRecord(value) &&
  isString(value.id) &&
  isString(value.name) &&
  (value.chains === undefined || isStringList(value.chains)) &&
  [
    'image_id',
    'rdns',
    'mobile_link',
    'desktop_link',
    'webapp_link',
    'universal_link',
    'app_store',
    'play_store',
    'homepage',
  ].every((key) => isOptionalString(value[key]))

export const isWalletsResponse = (value: unknown): value is WalletsResponse =>
  isRecord(value) && Number.isSafeInteger(value.count) && Array.isArray(value.data) && value.data.every(isWireWallet)

export const isPlanLimitsResponse = (value: unknown): value is PlanLimitsResponse =>
  isRecord(value) &&
  isRecord(value.planLimits) &&
  isString(value.planLimits.tier) &&
  typeof value.planLimits.isAboveMauLimit === 'boolean' &&
  typeof value.planLimits.isAboveRpcLimit === 'boolean'

export const isAllowedOriginsResponse = (value: unknown): value is AllowedOriginsResponse =>
  isRecord(value) && isStringList(value.allowedOrigins)

const isFeatureValue = (value: unknown) =>
  typeof value === 'boolean' || Number.isFinite(value) || isString(value) || isStringList(value)

export const isProjectConfigResponse = (value: unknown): value is ProjectConfigResponse =>
  isRecord(value) && isRecord(value.features) && Object.values(value.features).every(isFeatureValue)

export const isAnalyticsConfigResponse = (value: unknown): value is AnalyticsConfigResponse =>
  isRecord(value) && typeof value.isAnalyticsEnabled === 'boolean'

export const isTokenBalance = (value: unknown): value is TokenBalance =>
  isRecord(value) &&
  isString(value.name) &&
  isString(value.symbol) &&
  isString(value.chainId) &&
  isOptionalString(value.address) &&
  isOptionalString(value.iconUrl) &&
  isOptionalNumber(value.value) &&
  isOptionalNumber(value.price) &&
  isRecord(value.quantity) &&
  (isString(value.quantity.decimals) || Number.isSafeInteger(value.quantity.decimals)) &&
  isString(value.quantity.numeric)

export const isTokenBalancesResponse = (value: unknown): value is TokenBalancesResponse =>
  isRecord(value) && Array.isArray(value.balances) && value.balances.every(isTokenBalance)

export const isIdentity = (value: unknown): value is Identity =>
  isRecord(value) && (value.name === null || isString(value.name)) && (value.avatar === null || isString(value.avatar))
