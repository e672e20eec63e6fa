import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startApiServer } from '@foyer/api'
import { startDevnet } from '@foyer/devnet'
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
  apiPort?: number
  relayPort?: number
  /** Where the API keeps its PGlite data; in memory when absent. DATABASE_URL wins over it. */
  apiDataDir?: string
}

export interface Stack {
  demoUrl: string
  apiUrl: string
  relayUrl: string
  chains: { chainId: number; rpcUrl: string; name: string }[]
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
    const api = await startApiServer({
      port: options.apiPort ?? 0,
      databaseUrl: process.env.DATABASE_URL,
      redisUrl: process.env.REDIS_URL,
      dataDir: options.apiDataDir,
      chains: devnet.chains,
      // Every browser reaches this API through the demo's proxy, so all of them share one client IP and one
      // rate-limit bucket; a deployment limits each visitor on its own (docs/self-hosting.md, FOYER_TRUST_PROXY).
      rateLimit: { capacity: 20_000, refillPerSecond: 5_000 },
    })
    stops.push(api.stop)
    let relay = await startRelay({ port: options.relayPort ?? 0 })
    stops.push(() => relay.stop())
    const restartRelay = async () => {
      await relay.stop()
      relay = await startRelay({ port: relay.port })
    }
    const rpcUpstreams = Object.fromEntries(devnet.chains.map((chain) => [String(chain.chainId), chain.rpcUrl]))
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
      allowedOrigins: [demo.url],
    })
    return {
      demoUrl: demo.url,
      apiUrl: api.url,
      relayUrl: relay.url,
      chains: devnet.chains,
      restartRelay,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
