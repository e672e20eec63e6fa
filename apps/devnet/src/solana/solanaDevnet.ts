import type { AddressInfo } from 'node:net'
import {
  SOLANA_DEVNET_ACCOUNTS,
  SOLANA_DEVNET_CAIP_ID,
  SOLANA_DEVNET_DEFAULT_PORT,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_DEVNET_MINTS,
  type SolanaDevnetAccount,
  type SolanaDevnetMint,
} from './accounts.ts'
import { createGenesisSvm } from './genesis.ts'
import { SolanaLedger } from './ledger.ts'
import { createSolanaRpcServer } from './server.ts'

export interface StartSolanaDevnetOptions {
  /** Default 8899 (solana-test-validator's); 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /**
   * A new slot (and blockhash) every this many ms even when nothing lands, so blockhashes expire after 150
   * slots as on a cluster (60 s at the default 400). Landing a transaction always closes its slot. 0: no timer.
   */
  slotIntervalMs?: number
}

export interface SolanaDevnet {
  /** HTTP JSON-RPC, e.g. http://127.0.0.1:8899. */
  rpcUrl: string
  /** PubSub on the same port, e.g. ws://127.0.0.1:8899. */
  wsUrl: string
  genesisHash: string
  /** `solana:` + the first 32 characters of the genesis hash. */
  caipNetworkId: typeof SOLANA_DEVNET_CAIP_ID
  accounts: readonly SolanaDevnetAccount[]
  mints: readonly SolanaDevnetMint[]
  /** The chain itself, for tests and tools in the same process (slots, records). */
  ledger: SolanaLedger
  stop(): Promise<void>
}

/** A Solana JSON-RPC node over LiteSVM on loopback, with the fixed genesis state of `./accounts.ts`. */
export async function startSolanaDevnet(options: StartSolanaDevnetOptions = {}): Promise<SolanaDevnet> {
  const host = options.host ?? '127.0.0.1'
  const { svm, faucet } = await createGenesisSvm()
  const ledger = new SolanaLedger(svm, faucet)
  const { server, closeSubscriptions } = createSolanaRpcServer(ledger)
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `Solana devnet could not listen on ${host}:${options.port ?? SOLANA_DEVNET_DEFAULT_PORT}: ${error.code ?? error.message}`,
        ),
      ),
    )
    server.listen(options.port ?? SOLANA_DEVNET_DEFAULT_PORT, host, resolve)
  })
  const intervalMs = options.slotIntervalMs ?? 400
  const timer = intervalMs > 0 ? setInterval(() => ledger.advanceSlot(), intervalMs) : undefined
  timer?.unref()
  const { port } = server.address() as AddressInfo
  return {
    rpcUrl: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${port}`,
    genesisHash: SOLANA_DEVNET_GENESIS_HASH,
    caipNetworkId: SOLANA_DEVNET_CAIP_ID,
    accounts: SOLANA_DEVNET_ACCOUNTS,
    mints: SOLANA_DEVNET_MINTS,
    ledger,
    async stop() {
      clearInterval(timer)
      closeSubscriptions()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
