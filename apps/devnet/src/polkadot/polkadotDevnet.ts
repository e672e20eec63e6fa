import type { AddressInfo } from 'node:net'
import { POLKADOT_DEVNET_ACCOUNTS, type PolkadotDevnetAccount } from './accounts.ts'
import { PolkadotChain } from './chain.ts'
import {
  POLKADOT_DEVNET_CAIP_NETWORK_ID,
  POLKADOT_DEVNET_DEFAULT_PORT,
  POLKADOT_DEVNET_GENESIS_HASH,
} from './network.ts'
import { createPolkadotRpcServer } from './server.ts'

export interface StartPolkadotDevnetOptions {
  /** Default 9944 (a Substrate node's); 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** A new block every this many ms (default 6000, Polkadot's block time); 0: only on `produceBlock()`. */
  blockIntervalMs?: number
}

export interface PolkadotDevnet {
  /** JSON-RPC over HTTP POST, e.g. http://127.0.0.1:9944. */
  rpcUrl: string
  /** The same methods plus subscriptions over WebSocket, e.g. ws://127.0.0.1:9944. */
  wsUrl: string
  caipNetworkId: typeof POLKADOT_DEVNET_CAIP_NETWORK_ID
  genesisHash: string
  accounts: readonly PolkadotDevnetAccount[]
  /** The chain itself, for tests and tools in the same process (blocks, balances). */
  chain: PolkadotChain
  stop(): Promise<void>
}

/** A Substrate JSON-RPC stand-in on loopback with the genesis balances of `./accounts.ts` (see docs/polkadot-devnet.md). */
export async function startPolkadotDevnet(options: StartPolkadotDevnetOptions = {}): Promise<PolkadotDevnet> {
  const host = options.host ?? '127.0.0.1'
  const chain = new PolkadotChain()
  if (chain.genesis.hash !== POLKADOT_DEVNET_GENESIS_HASH) {
    throw new Error(`Polkadot devnet genesis ${chain.genesis.hash} is not ${POLKADOT_DEVNET_GENESIS_HASH}`)
  }
  const { server, closeWebSockets } = createPolkadotRpcServer(chain)
  const port = options.port ?? POLKADOT_DEVNET_DEFAULT_PORT
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(`Polkadot devnet could not listen on ${host}:${port}: ${error.code ?? error.message}`)),
    )
    server.listen(port, host, resolve)
  })
  const intervalMs = options.blockIntervalMs ?? 6000
  const timer = intervalMs > 0 ? setInterval(() => chain.produceBlock(), intervalMs) : undefined
  timer?.unref()
  const address = server.address() as AddressInfo
  return {
    rpcUrl: `http://${host}:${address.port}`,
    wsUrl: `ws://${host}:${address.port}`,
    caipNetworkId: POLKADOT_DEVNET_CAIP_NETWORK_ID,
    genesisHash: POLKADOT_DEVNET_GENESIS_HASH,
    accounts: POLKADOT_DEVNET_ACCOUNTS,
    chain,
    async stop() {
      clearInterval(timer)
      closeWebSockets()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
