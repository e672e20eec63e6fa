import { createStore } from 'zustand/vanilla'
import type { FoyerError } from '../errors/errors.ts'

/**
 * How the connected account's token balances are being read; the balances and the account's name and avatar
 * live in its per-chain account state (SPEC §3 tokenBalance, profileName, profileImage).
 */
export interface TokensState {
  /** Whose balances are read: `{caipNetworkId}:{address}`. */
  key?: string
  loading: boolean
  /** 'Token Balance Unavailable' (SPEC §8) when the last fetch failed or the network has no balances. */
  error?: FoyerError
  /** When the last fetch failed; SPEC §4 blocks a retry for 30 s. */
  lastRetry?: number
}

/** The token-balance fetch of the connected account (SPEC §3 token balance). */
export function createTokensController() {
  const store = createStore<TokensState>(() => ({ loading: false }))
  return {
    store,
    update(patch: Partial<TokensState>): void {
      store.setState(patch)
    },
    reset(): void {
      store.setState({ key: undefined, loading: false, error: undefined, lastRetry: undefined })
    },
  }
}

export type TokensController = ReturnType<typeof createTokensController>
