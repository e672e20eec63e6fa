import { createPublicClient, http, type PublicClient } from 'viem'
import type { ApiDeps, ChainConfig } from '../deps.ts'
import { type TokenLists, tokenListOf } from './chainDataConfig.ts'
import { viemChainOf } from './chainDirectory.ts'
import { forgetChain, type IndexTarget, indexBatch } from './indexBatch.ts'
import { evmChainsOf } from './networkConfig.ts'
import { tokenListsFromEnv } from './tokenListFile.ts'

export interface IndexerOptions {
  /** Wait between polls once a chain is caught up. Default 1000 ms (devnets mine on demand). */
  pollMs?: number
  /** Most blocks read and written per batch. Default 50. */
  maxBlocksPerBatch?: number
  /** Longest wait after repeated failures of one chain. Default 30000 ms. */
  maxBackoffMs?: number
  /** Default: FOYER_TOKEN_LIST, else the devnet's list. */
  tokenLists?: TokenLists
}

export interface Indexer {
  stop(): Promise<void>
}

function indexTarget(config: ChainConfig, lists: TokenLists): IndexTarget {
  const chain = viemChainOf(config)
  // batch: the block and receipt requests of one batch go to the node as one JSON-RPC batch.
  const client = createPublicClient({
    chain,
    transport: http(config.rpcUrl, { batch: { batchSize: 200 }, timeout: 10_000, retryCount: 0 }),
  }) as PublicClient
  return { chainId: config.chainId, client, list: tokenListOf(lists, config.chainId) }
}

/**
 * Follows every configured EVM chain from block 0 into the database (blocks, native transfers, ERC-20 Transfer logs).
 * Each chain runs its own loop: one that is down is retried with a doubling wait and never holds the others up.
 */
export function startIndexer(deps: ApiDeps, options: IndexerOptions = {}): Indexer {
  const pollMs = options.pollMs ?? 1000
  const maxBlocks = options.maxBlocksPerBatch ?? 50
  const maxBackoffMs = options.maxBackoffMs ?? 30_000
  const lists = options.tokenLists ?? tokenListsFromEnv()
  const stopping = new AbortController()

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopping.signal.aborted) return resolve()
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        stopping.signal.removeEventListener('abort', done)
        resolve()
      }
      stopping.signal.addEventListener('abort', done)
    })

  const follow = async (config: ChainConfig) => {
    const target = indexTarget(config, lists)
    let failures = 0
    while (!stopping.signal.aborted) {
      try {
        const outcome = await indexBatch(deps.db, target, maxBlocks)
        if (failures > 0) deps.log.info('indexer reached its chain again', { chainId: config.chainId })
        failures = 0
        if (outcome.kind === 'reset') {
          deps.log.warn('indexer forgets a chain that was reset', { chainId: config.chainId, reason: outcome.reason })
          await forgetChain(deps.db, config.chainId)
        } else if (outcome.kind === 'idle' || outcome.caughtUp) {
          await pause(pollMs)
        }
      } catch (error) {
        if (stopping.signal.aborted) break
        failures++
        const waitMs = Math.min(pollMs * 2 ** Math.min(failures, 16), maxBackoffMs)
        // Log the first failure and then every tenth, so a node down for hours does not flood the log.
        if (failures === 1 || failures % 10 === 0) {
          deps.log.warn('indexer could not read its chain', {
            chainId: config.chainId,
            failures,
            retryInMs: waitMs,
            error: error instanceof Error ? error.message : String(error),
          })
        }
        await pause(waitMs)
      }
    }
  }

  // History is EVM-only (SPEC §9): Solana networks are read live for balances and never indexed.
  const loops = evmChainsOf(deps.config.chains).map((chain) => follow(chain))
  return {
    async stop() {
      stopping.abort()
      await Promise.allSettled(loops)
    },
  }
}
