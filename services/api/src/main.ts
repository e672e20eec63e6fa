import { SEMVER_PATTERN } from '@foyer/protocol'
import { networkConfigsSchema } from './chain/networkConfig.ts'
import { readEmbeddedKeys } from './embedded/embeddedKeys.ts'
import { readFarcasterConfig } from './embedded/farcasterEnv.ts'
import { readSocialsConfig } from './embedded/socialConfig.ts'
import { normalizeOrigin } from './http/originPolicy.ts'
import { startApiServer } from './server.ts'

// Self-hosting entry point: everything comes from the environment (docs/self-hosting.md).

function readEnvironment(env: NodeJS.ProcessEnv) {
  const chains = networkConfigsSchema.safeParse(JSON.parse(env.FOYER_CHAINS ?? '[]'))
  if (!chains.success) {
    throw new Error(
      `FOYER_CHAINS is not a JSON list of {chainId, name, rpcUrl} (EVM), {caipNetworkId: "solana:…" or "polkadot:…", name, rpcUrl} (Solana, Polkadot) and {caipNetworkId: "bip122:…", name, esploraUrl} (Bitcoin): ${chains.error.message}`,
    )
  }
  const rateLimit = env.FOYER_RATE_LIMIT
  return {
    port: Number(env.PORT ?? 8787),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    dataDir: env.FOYER_API_DATA_DIR ?? '.data/api',
    publicUrl: env.PUBLIC_URL || undefined,
    trustProxy: env.FOYER_TRUST_PROXY === '1' || env.FOYER_TRUST_PROXY === 'true',
    rateLimit: rateLimit === 'off' ? (false as const) : rateLimit ? parseRateLimit(rateLimit) : undefined,
    rpcRateLimit: readRpcRateLimit(env.FOYER_RPC_RATE_LIMIT),
    chains: chains.data,
    mail: readMailConfig(env),
    embedded: readEmbeddedConfig(env),
    latestSdkVersion: readLatestSdkVersion(env.FOYER_LATEST_SDK_VERSION),
    onramp: readOnrampConfig(env.FOYER_ONRAMP_PROVIDER_URL),
    names: readNamesConfig(env),
  }
}

/** FOYER_NAMES_ZONE (default reown.id) and FOYER_NAMES_CHAIN_ID (default the first EVM chain): docs/names.md. */
function readNamesConfig(env: NodeJS.ProcessEnv) {
  const zone = env.FOYER_NAMES_ZONE
  if (zone !== undefined && !/^\.?[a-z\d-]+(\.[a-z\d-]+)*$/.test(zone)) {
    throw new Error('FOYER_NAMES_ZONE is a lower-case zone such as reown.id')
  }
  const chainId = env.FOYER_NAMES_CHAIN_ID
  if (chainId !== undefined && !/^[1-9]\d{0,15}$/.test(chainId)) throw new Error('FOYER_NAMES_CHAIN_ID is a chain id')
  return { ...(zone ? { zone } : {}), ...(chainId ? { chainId: Number(chainId) } : {}) }
}

/** FOYER_LATEST_SDK_VERSION: the newest Foyer release GET /v1/sdk/latest announces; a typo stops the server here. */
function readLatestSdkVersion(text: string | undefined) {
  if (!text) return undefined
  if (!SEMVER_PATTERN.test(text)) throw new Error('FOYER_LATEST_SDK_VERSION is a semver version, e.g. 1.4.0')
  return text
}

/**
 * FOYER_SECURE_SITE_ORIGIN turns the embedded wallet's routes on; FOYER_EMBEDDED_KEK and FOYER_EMBEDDED_OTP_KEY
 * must then be set, FOYER_EMBEDDED_SOCIALS may name social providers (docs/api-embedded.md). A bad key stops the server here, naming the variable, never its value.
 */
function readEmbeddedConfig(env: NodeJS.ProcessEnv) {
  const secureSiteOrigin = env.FOYER_SECURE_SITE_ORIGIN
  if (!secureSiteOrigin) return undefined
  if (!normalizeOrigin(secureSiteOrigin)) throw new Error('FOYER_SECURE_SITE_ORIGIN is an origin: https://host[:port]')
  const socials = readSocialsConfig(env.FOYER_EMBEDDED_SOCIALS)
  const farcaster = readFarcasterConfig(env)
  const config = {
    secureSiteOrigin,
    kek: env.FOYER_EMBEDDED_KEK ?? '',
    otpKey: env.FOYER_EMBEDDED_OTP_KEY ?? '',
    ...(socials ? { socials } : {}),
    ...(farcaster && { farcaster }),
  }
  readEmbeddedKeys(config)
  return config
}

/** FOYER_ONRAMP_PROVIDER_URL: a provider speaking Foyer's on-ramp protocol (docs/onramp.md). */
function readOnrampConfig(url: string | undefined) {
  if (!url) return undefined
  if (!/^https?:\/\//.test(url)) throw new Error('FOYER_ONRAMP_PROVIDER_URL is an http(s) URL')
  return { providerUrl: url }
}

/** SMTP_URL turns the email one-time codes on; MAIL_FROM names the sender. */
function readMailConfig(env: NodeJS.ProcessEnv) {
  const smtpUrl = env.SMTP_URL
  if (!smtpUrl) return undefined
  if (!/^smtps?:\/\//.test(smtpUrl)) throw new Error('SMTP_URL is smtp://[user:pass@]host:port or smtps://…')
  return { smtpUrl, from: env.MAIL_FROM || 'Foyer <no-reply@foyer.localhost>' }
}

/** `perIp,perProject`, each `capacity/refillPerSecond` (e.g. `600/100,6000/1000`), or `off`. */
function readRpcRateLimit(text: string | undefined) {
  if (!text) return undefined
  if (text === 'off') return false as const
  const [perIp, perProject, ...rest] = text.split(',')
  if (!perIp || !perProject || rest.length > 0) {
    throw new Error('FOYER_RPC_RATE_LIMIT is `perIp,perProject` (e.g. 600/100,6000/1000) or `off`')
  }
  return { perIp: parseRateLimit(perIp.trim()), perProject: parseRateLimit(perProject.trim()) }
}

/** `capacity/refillPerSecond`, e.g. `600/100`. */
function parseRateLimit(text: string) {
  const match = /^(\d+)\/(\d+(?:\.\d+)?)$/.exec(text)
  if (!match) throw new Error('FOYER_RATE_LIMIT is `capacity/refillPerSecond` (e.g. 600/100) or `off`')
  return { capacity: Number(match[1]), refillPerSecond: Number(match[2]) }
}

const api = await startApiServer(readEnvironment(process.env))
const shutDown = () => {
  api.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  )
}
process.once('SIGINT', shutDown)
process.once('SIGTERM', shutDown)
