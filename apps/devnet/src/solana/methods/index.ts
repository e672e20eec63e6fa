import { accountMethods } from './accountMethods.ts'
import { clusterMethods } from './clusterMethods.ts'
import type { Handler } from './context.ts'
import { tokenMethods } from './tokenMethods.ts'
import { transactionMethods } from './transactionMethods.ts'

/** Every HTTP JSON-RPC method the devnet answers; anything else is -32601. */
export const SOLANA_RPC_METHODS: Readonly<Record<string, Handler>> = {
  ...clusterMethods,
  ...accountMethods,
  ...transactionMethods,
  ...tokenMethods,
}

export type { Handler }
