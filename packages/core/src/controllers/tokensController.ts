import { createStore } from 'zustand/vanilla'
import type { TokenBalance } from '../api/apiTypes.ts'
import type { FoyerError } from '../errors/errors.ts'

export interface TokensState {
  /** Whose balances these are: `{caipNetworkId}:{address}`. */
  key?: string
  tokens: readonly TokenBalance[]
  loading: boolean
  /** 'Token Balance Unavailable' (SPEC §8) when the last fetch failed or the network has no balances. */
  error?: FoyerError
  /** When the last fetch failed; SPEC §4 blocks a retry for 30 s. */
  lastRetry?: number
  /** The account's name and avatar (/v1/identity). */
  identity?: { name: string | null; avatar: string | null }
}

/** Token balances and identity of the connected account (SPEC §3 token balance). */
export function createTokensController() {
  const store = createStore<TokensState>(() => ({ tokens: [], loading: false }))
  return {
    store,
    update(patch: Partial<TokensState>): void {
      store.setState(patch)
    },
    reset(): void {
      store.setState({
        key: undefined,
        tokens: [],
        loading: false,
        error: undefined,
        lastRetry: undefined,
        identity: undefined,
      })
    },
  }
}

export type TokensController = ReturnType<typeof createTokensController>
