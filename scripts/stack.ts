import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevnet } from '@foyer/devnet'
import { startDemoServer } from '../apps/demo/server.ts'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
/** FOYER_DEMO_DIST lets parallel work build the demo into separate folders. */
export const DEMO_DIST = process.env.FOYER_DEMO_DIST ?? join(ROOT, 'apps/demo/dist')

export interface StackOptions {
  /** 0 picks free ports (tests); fixed ports make `npm start` predictable. */
  demoPort?: number
  devnetPorts?: [number, number]
}

export interface Stack {
  demoUrl: string
  chains: { chainId: number; rpcUrl: string; name: string }[]
  stop(): Promise<void>
}

/** The whole local stack on loopback: two Anvil devnets and the demo behind its RPC proxy. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  if (!existsSync(join(DEMO_DIST, 'index.html'))) {
    throw new Error('The demo is not built: run `npm run build` first.')
  }
  const devnet = await startDevnet({ ports: options.devnetPorts ?? [0, 0] })
  const rpcUpstreams = Object.fromEntries(devnet.chains.map((chain) => [String(chain.chainId), chain.rpcUrl]))
  try {
    const demo = await startDemoServer({ distDir: DEMO_DIST, port: options.demoPort ?? 0, rpcUpstreams })
    return {
      demoUrl: demo.url,
      chains: devnet.chains,
      stop: async () => {
        await demo.stop()
        await devnet.stop()
      },
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
