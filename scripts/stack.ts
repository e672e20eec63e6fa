import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startApiServer } from '@foyer/api'
import { startDevnet } from '@foyer/devnet'
import { startSolanaDevnet } from '@foyer/devnet/solana'
import { startMailSink } from '@foyer/mail-sink'
import { startRelay } from '@foyer/relay'
import { startDemoServer } from '../apps/demo/server.ts'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
/** FOYER_DEMO_DIST lets parallel work build the demo into separate folders. */
export const DEMO_DIST = process.env.FOYER_DEMO_DIST ?? join(ROOT, 'apps/demo/dist')

/** The project the demo uses; `npm start` and the tests create it on the local API. */
export const DEMO_PROJECT_ID = 'foyer-demo'

export interface StackOptions {
  /** 0 picks free ports (tests); fixed ports make `npm start` predictable. */
  demoPort?: number
  devnetPorts?: [number, number]
  /** The Solana devnet's port (JSON-RPC and PubSub); 0 picks a free one. */
  solanaPort?: number
  apiPort?: number
  relayPort?: number
  /** Where the API keeps its PGlite data; in memory when absent. DATABASE_URL wins over it. */
  apiDataDir?: string
  /** The mail sink's SMTP and inbox ports; 0 (the default) picks free ones. */
  mailPorts?: [number, number]
}

export interface Stack {
  demoUrl: string
  apiUrl: string
  relayUrl: string
  /** The mail sink's inbox (the one-time codes the API sends), as HTML at `/` and JSON at `/messages`. */
  mailUrl: string
  chains: { chainId: number; rpcUrl: string; name: string }[]
  /** The Solana devnet: its JSON-RPC URL and CAIP-2 network id. */
  solana: { rpcUrl: string; caipNetworkId: string }
  /** Stops the relay (closing every socket) and starts it again on the same port, as a deploy would. */
  restartRelay(): Promise<void>
  stop(): Promise<void>
}

/**
 * The whole local stack on loopback: Anvil devnets, the Foyer API, the WalletConnect relay, and the demo,
 * which serves the page and forwards `/rpc/{chainId}`, `/api` and `/relay` so the page talks to one origin.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  if (!existsSync(join(DEMO_DIST, 'index.html'))) {
    throw new Error('The demo is not built: run `npm run build` first.')
  }
  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {})
  }
  try {
    const devnet = await startDevnet({ ports: options.devnetPorts ?? [0, 0] })
    stops.push(devnet.stop)
    const solana = await startSolanaDevnet({ port: options.solanaPort ?? 0 })
    stops.push(solana.stop)
    const mail = await startMailSink({
      smtpPort: options.mailPorts?.[0] ?? 0,
      httpPort: options.mailPorts?.[1] ?? 0,
    })
    stops.push(mail.stop)
    const api = await startApiServer({
      port: options.apiPort ?? 0,
      databaseUrl: process.env.DATABASE_URL,
      redisUrl: process.env.REDIS_URL,
      dataDir: options.apiDataDir,
      // The Solana devnet is served beside the EVM chains: its SOL and SPL balances, its RPC, its sign-in.
      chains: [
        ...devnet.chains,
        { caipNetworkId: solana.caipNetworkId, name: 'Foyer Solana Devnet', rpcUrl: solana.rpcUrl },
      ],
      // Every browser reaches this API through the demo's proxy, so all of them share one client IP and one
      // rate-limit bucket; a deployment limits each visitor on its own (docs/self-hosting.md, FOYER_TRUST_PROXY).
      rateLimit: { capacity: 20_000, refillPerSecond: 5_000 },
      mail: { smtpUrl: mail.smtpUrl, from: 'Foyer demo <no-reply@foyer.localhost>' },
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
    }
    const demo = await startDemoServer({
      distDir: DEMO_DIST,
      port: options.demoPort ?? 0,
      rpcUpstreams,
      apiUpstream: api.url,
      relayUpstream: relay.url,
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
      chains: devnet.chains,
      solana: { rpcUrl: solana.rpcUrl, caipNetworkId: solana.caipNetworkId },
      restartRelay,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
