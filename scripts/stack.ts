import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startApiServer } from '@foyer/api'
import {
  DEVNET_CHAIN_ID,
  DEVNET_SWAP_CONTRACTS,
  FOYER_TOKEN,
  SMART_ACCOUNT_FACTORY_ADDRESS,
  startDevnet,
} from '@foyer/devnet'
import { startBitcoinDevnet } from '@foyer/devnet/bitcoin'
import { POLKADOT_DEVNET_CHAIN_NAME, startPolkadotDevnet } from '@foyer/devnet/polkadot'
import { startSolanaDevnet } from '@foyer/devnet/solana'
import { type FarcasterUser, startFarcasterRelay } from '@foyer/farcaster-relay'
import { startMailSink } from '@foyer/mail-sink'
import { SANDBOX_FUNDER_KEY, startOnrampSandbox } from '@foyer/onramp-sandbox'
import { startRelay } from '@foyer/relay'
import { startSafeHost } from '@foyer/safe-host'
import { SECURE_SITE_DIST, startSecureSite } from '@foyer/secure-site'
import { sql } from 'drizzle-orm'
import { startDemoServer } from '../apps/demo/server.ts'
import { startSocialStandIn } from './socialStandIn.ts'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
/** FOYER_DEMO_DIST lets parallel work build the demo into separate folders. */
export const DEMO_DIST = process.env.FOYER_DEMO_DIST ?? join(ROOT, 'apps/demo/dist')

/** The wagmi example (apps/wagmi-example), served at /wagmi/ beside the demo when it is built. */
export const WAGMI_EXAMPLE_DIST = process.env.FOYER_WAGMI_EXAMPLE_DIST ?? join(ROOT, 'apps/wagmi-example/dist')

/** The project the demo uses; `npm start` and the tests create it on the local API. */
export const DEMO_PROJECT_ID = 'foyer-demo'

/** The tables the embedded wallet writes (services/api/src/db/schema/embedded.ts and its codes). */
const EMBEDDED_TABLES = [
  'embedded_accounts',
  'embedded_sessions',
  'embedded_devices',
  'embedded_device_requests',
  'embedded_email_updates',
  'embedded_identities',
  'email_otps',
  'email_tokens',
] as const

export interface StackOptions {
  /** 0 picks free ports (tests); fixed ports make `npm start` predictable. */
  demoPort?: number
  devnetPorts?: [number, number]
  /** The Solana devnet's port (JSON-RPC and PubSub); 0 picks a free one. */
  solanaPort?: number
  /** The Bitcoin regtest devnet's Esplora port; 0 picks a free one. */
  bitcoinPort?: number
  /** The Polkadot devnet stand-in's JSON-RPC port (HTTP and WebSocket); 0 picks a free one. */
  polkadotPort?: number
  apiPort?: number
  relayPort?: number
  /** Where the API keeps its PGlite data; in memory when absent. DATABASE_URL wins over it. */
  apiDataDir?: string
  /** The mail sink's SMTP and inbox ports; 0 (the default) picks free ones. */
  mailPorts?: [number, number]
  /** The embedded wallet's secure site (its own origin, so its own port); 0 picks a free one. */
  secureSitePort?: number
  /** The Farcaster relay stand-in's port; 0 picks a free one. */
  farcasterRelayPort?: number
  /** The local Safe web app's port (apps/safe-host); 0 picks a free one. */
  safeHostPort?: number
  /** The on-ramp sandbox's port (apps/onramp-sandbox, its own origin); 0 picks a free one. */
  onrampPort?: number
}

export interface Stack {
  demoUrl: string
  apiUrl: string
  relayUrl: string
  /** The mail sink's inbox (the one-time codes the API sends), as HTML at `/` and JSON at `/messages`. */
  mailUrl: string
  /** The embedded wallet's secure site: the frame is at `${secureSiteUrl}/frame`. */
  secureSiteUrl: string
  /** The local OpenID provider every social login of the stack goes through (its login page: Username, Continue). */
  socialProviderUrl: string
  /**
   * The Farcaster relay stand-in: `POST ${url}/test/approve` `{ channelToken, fid }` approves a channel as the
   * registered test user's Farcaster app would (apps/farcaster-relay).
   */
  farcaster: { url: string; testUser: FarcasterUser }
  chains: { chainId: number; rpcUrl: string; name: string }[]
  /** The ERC-4337 bundlers (the L2's), which the API proxies at /v1/embedded/bundler. */
  bundlers: { chainId: number; url: string }[]
  /** The Solana devnet: its JSON-RPC URL and CAIP-2 network id. */
  solana: { rpcUrl: string; caipNetworkId: string }
  /** The Bitcoin regtest devnet: its Esplora API and CAIP-2 id; `mine` confirms what the mempool holds. */
  bitcoin: { esploraUrl: string; caipNetworkId: string; mine(blocks: number, address?: string): Promise<void> }
  /** The Polkadot devnet stand-in: its JSON-RPC URL and CAIP-2 id. */
  polkadot: { rpcUrl: string; caipNetworkId: string }
  /**
   * The local Safe web app (apps/safe-host) over a Safe deployed on the first devnet chain: `${url}/?app=<dapp URL>`
   * frames the dapp as a Safe App; `strangerUrl` is the same page on an origin no dapp trusts.
   */
  safeHost: { url: string; strangerUrl: string; safeAddress: string }
  /** The on-ramp sandbox (apps/onramp-sandbox): the API's provider; its order pages open in the visitor's popup. */
  onrampUrl: string
  /** Every row the embedded wallet's tables hold, by table: what a copy of the database would give away. */
  dumpEmbeddedTables(): Promise<Record<string, unknown[]>>
  /** Stops the relay (closing every socket) and starts it again on the same port, as a deploy would. */
  restartRelay(): Promise<void>
  stop(): Promise<void>
}

/**
 * The whole local stack on loopback: Anvil devnets, the Foyer API, the WalletConnect relay, and the demo,
 * which serves the page and forwards `/rpc/{chainId}`, `/api` and `/relay` so the page talks to one origin.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  if (!existsSync(join(DEMO_DIST, 'index.html')) || !existsSync(join(SECURE_SITE_DIST, 'frame.html'))) {
    throw new Error('The demo or the secure site is not built: run `npm run build` first.')
  }
  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {})
  }
  try {
    const devnet = await startDevnet({ ports: options.devnetPorts ?? [0, 0], bundlers: true })
    stops.push(devnet.stop)
    const solana = await startSolanaDevnet({ port: options.solanaPort ?? 0 })
    stops.push(solana.stop)
    const bitcoin = await startBitcoinDevnet({ port: options.bitcoinPort ?? 0 })
    stops.push(bitcoin.stop)
    const polkadot = await startPolkadotDevnet({ port: options.polkadotPort ?? 0 })
    stops.push(polkadot.stop)
    const mail = await startMailSink({
      smtpPort: options.mailPorts?.[0] ?? 0,
      httpPort: options.mailPorts?.[1] ?? 0,
    })
    stops.push(mail.stop)
    // ETH on both devnet chains and FOY, from a funder no test uses; SOL from the local chain's airdrop.
    const onramp = await startOnrampSandbox({
      port: options.onrampPort ?? 0,
      evm: {
        chains: devnet.chains,
        funderKey: SANDBOX_FUNDER_KEY,
        tokens: [{ id: FOYER_TOKEN.symbol, ...FOYER_TOKEN, chainIds: devnet.chains.map(({ chainId }) => chainId) }],
      },
      solana: { caipNetworkId: solana.caipNetworkId, name: 'Foyer Solana Devnet', rpcUrl: solana.rpcUrl },
    })
    stops.push(onramp.stop)
    const api = await startApiServer({
      port: options.apiPort ?? 0,
      databaseUrl: process.env.DATABASE_URL,
      redisUrl: process.env.REDIS_URL,
      dataDir: options.apiDataDir,
      // The Solana, Bitcoin and Polkadot devnets are served beside the EVM chains: their balances and sign-in.
      chains: [
        // The L2 has the bundler: the embedded wallet offers its smart account there (docs/secure-site.md). Both
        // devnet chains have the Uniswap V2 pools; the API serves swaps on the first only, so the demo also shows
        // a network an operator did not configure for swaps ('Network not supported for Swaps', docs/swaps.md).
        ...devnet.chains.map((chain) => {
          const bundler = devnet.bundlers.find(({ chainId }) => chainId === chain.chainId)
          const swaps = chain.chainId === DEVNET_CHAIN_ID ? DEVNET_SWAP_CONTRACTS : undefined
          return {
            ...chain,
            ...(bundler
              ? { smartAccount: { bundlerUrl: bundler.url, factoryAddress: SMART_ACCOUNT_FACTORY_ADDRESS } }
              : {}),
            ...(swaps ? { swaps } : {}),
          }
        }),
        { caipNetworkId: solana.caipNetworkId, name: 'Foyer Solana Devnet', rpcUrl: solana.rpcUrl },
        {
          caipNetworkId: bitcoin.caipNetworkId,
          name: 'Foyer Bitcoin Regtest',
          esploraUrl: bitcoin.url,
          addressPrefix: 'bcrt',
        },
        { caipNetworkId: polkadot.caipNetworkId, name: POLKADOT_DEVNET_CHAIN_NAME, rpcUrl: polkadot.rpcUrl },
      ],
      // Every browser reaches this API through the demo's proxy, so all of them share one client IP and one
      // rate-limit bucket; a deployment limits each visitor on its own (docs/self-hosting.md, FOYER_TRUST_PROXY).
      rateLimit: { capacity: 20_000, refillPerSecond: 5_000 },
      mail: { smtpUrl: mail.smtpUrl, from: 'Foyer demo <no-reply@foyer.localhost>' },
      onramp: { providerUrl: onramp.url },
    })
    stops.push(api.stop)
    let relay = await startRelay({ port: options.relayPort ?? 0 })
    stops.push(() => relay.stop())
    const restartRelay = async () => {
      await relay.stop()
      relay = await startRelay({ port: relay.port })
    }
    const rpcUpstreams = {
      ...Object.fromEntries(devnet.chains.map((chain) => [String(chain.chainId), chain.rpcUrl])),
      solana: solana.rpcUrl,
      polkadot: polkadot.rpcUrl,
    }
    const farcasterRelay = await startFarcasterRelay({ port: options.farcasterRelayPort ?? 0 })
    stops.push(farcasterRelay.stop)
    const secureSite = await startSecureSite({ port: options.secureSitePort ?? 0, apiUrl: api.url })
    stops.push(secureSite.stop)
    const socialStandIn = await startSocialStandIn(secureSite.origin)
    stops.push(socialStandIn.stop)
    // The API learns the secure site's origin once it listens (its routes read the config per request).
    api.deps.config.embedded = {
      secureSiteOrigin: secureSite.origin,
      ...embeddedSecrets(options.apiDataDir),
      socials: socialStandIn.socials,
      // Every visitor of the local stack shares one client IP (the proxies), as for the API's rate limit above.
      sendLimits: {
        perAddress: { capacity: 20, refillPerSecond: 1 },
        perIp: { capacity: 2_000, refillPerSecond: 100 },
        perProject: { capacity: 2_000, refillPerSecond: 100 },
      },
      // Sign In With Farcaster against the stand-in; contract custody signatures are checked on the devnet.
      farcaster: {
        relayUrl: farcasterRelay.url,
        fidSource: { kind: 'lookup', url: farcasterRelay.url },
        signatureRpcUrl: devnet.chains[0]?.rpcUrl ?? '',
      },
    }
    const safeHost = await startSafeHost({ port: options.safeHostPort ?? 0, chain: devnet.chains[0]! })
    stops.push(safeHost.stop)
    const demo = await startDemoServer({
      distDir: DEMO_DIST,
      port: options.demoPort ?? 0,
      rpcUpstreams,
      esploraUpstreams: { regtest: bitcoin.url },
      apiUpstream: api.url,
      relayUpstream: relay.url,
      secureSiteUrl: secureSite.url,
      ...(existsSync(join(WAGMI_EXAMPLE_DIST, 'index.html')) ? { apps: { '/wagmi/': WAGMI_EXAMPLE_DIST } } : {}),
    })
    stops.push(demo.stop)
    // Icons the API hands out must come from the page's own origin, as everything else does.
    api.deps.config.publicUrl = `${demo.url}/api`
    await api.upsertProject({
      id: DEMO_PROJECT_ID,
      name: 'Foyer demo',
      tier: 'pro',
      // The same demo under both loopback names: sign-in messages name the host the visitor typed.
      allowedOrigins: [demo.url, demo.url.replace('127.0.0.1', 'localhost')],
    })
    return {
      demoUrl: demo.url,
      apiUrl: api.url,
      relayUrl: relay.url,
      mailUrl: mail.httpUrl,
      secureSiteUrl: secureSite.url,
      socialProviderUrl: socialStandIn.issuer,
      farcaster: { url: farcasterRelay.url, testUser: farcasterRelay.testUser },
      chains: devnet.chains,
      bundlers: devnet.bundlers,
      solana: { rpcUrl: solana.rpcUrl, caipNetworkId: solana.caipNetworkId },
      bitcoin: { esploraUrl: bitcoin.url, caipNetworkId: bitcoin.caipNetworkId, mine: bitcoin.mine },
      polkadot: { rpcUrl: polkadot.rpcUrl, caipNetworkId: polkadot.caipNetworkId },
      safeHost: { url: safeHost.url, strangerUrl: safeHost.strangerUrl, safeAddress: safeHost.safe.address },
      onrampUrl: onramp.url,
      restartRelay,
      dumpEmbeddedTables: async () => {
        const dump: Record<string, unknown[]> = {}
        for (const table of EMBEDDED_TABLES) {
          // PGlite and node-postgres both answer `{ rows }`; drizzle types the generic driver's result as unknown.
          const result = (await api.deps.db.execute(sql.raw(`select * from ${table}`))) as { rows: unknown[] }
          dump[table] = result.rows
        }
        return dump
      },
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

/**
 * The embedded wallet's server secrets: the key that encrypts auth shares and the key the one-time codes are
 * hashed under. Kept beside the API's data when it has a folder (`npm start`, so wallets survive a restart),
 * fresh for each in-memory stack (tests). An operator sets FOYER_EMBEDDED_KEK / FOYER_EMBEDDED_OTP_KEY instead.
 */
function embeddedSecrets(dataDir: string | undefined): { kek: string; otpKey: string } {
  const fresh = () => ({ kek: randomBytes(32).toString('hex'), otpKey: randomBytes(32).toString('hex') })
  if (!dataDir) return fresh()
  const file = join(dataDir, 'embedded-secrets.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { kek: string; otpKey: string }
  const secrets = fresh()
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 })
  return secrets
}
