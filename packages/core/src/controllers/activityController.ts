import { createStore } from 'zustand/vanilla'
import type { FoyerError } from '../errors/errors.ts'

/** SPEC §3 transaction transfer, as /v1/account/{address}/history returns it. */
export interface ActivityTransfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url?: string } }
  direction?: 'in' | 'out' | 'self'
  quantity?: { numeric?: string }
  value?: number
  price?: number
  nft_info?: { flags?: { is_spam?: boolean } }
}

/** SPEC §3 transaction. */
export interface ActivityTransaction {
  id: string
  metadata: {
    /** ISO 8601. */
    minedAt: string
    /** CAIP-2 network id. */
    chain: string
    operationType?: string
    hash?: string
    status?: string
    sentFrom?: string
    sentTo?: string
  }
  transfers: ActivityTransfer[]
}

export interface ActivityState {
  /** Whose activity this is: `{caipNetworkId}:{address}`. */
  key?: string
  transactions: readonly ActivityTransaction[]
  /** The cursor of the next page; absent on the last. */
  next?: string
  loading: boolean
  /** SPEC §8: a failed fetch marks the list empty. */
  empty: boolean
  /** Why the last fetch failed (FAILED_TO_FETCH_TRANSACTIONS). */
  error?: FoyerError
}

const EMPTY: ActivityState = { transactions: [], loading: false, empty: false }

/** The connected account's activity (SPEC §3 transactions). */
export function createActivityController() {
  const store = createStore<ActivityState>(() => ({ ...EMPTY }))
  return {
    store,
    update(patch: Partial<ActivityState>): void {
      store.setState(patch)
    },
    reset(): void {
      store.setState({ ...EMPTY }, true)
    },
  }
}

export type ActivityController = ReturnType<typeof createActivityController>
