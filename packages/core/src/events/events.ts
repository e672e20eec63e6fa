import type { CaipNetworkId } from '../types/network.ts'
import type { ViewName } from '../types/views.ts'

/** Events a dapp can listen to with client.on / useFoyerEvents. */
export interface FoyerEventMap {
  MODAL_OPEN: { view: ViewName }
  MODAL_CLOSE: { connected: boolean }
  CONNECT_STARTED: { connectorId: string }
  /** `walletId`: the registry wallet chosen for a WalletConnect connection, when one was. */
  CONNECT_SUCCESS: { connectorId: string; address: string; caipNetworkId: CaipNetworkId; walletId?: string }
  CONNECT_ERROR: { connectorId: string; message: string; rejected: boolean }
  DISCONNECT_SUCCESS: { connectorId?: string }
  SWITCH_NETWORK: { caipNetworkId: CaipNetworkId }
  ACCOUNT_CHANGED: { address: string }
  SIWX_AUTH_SUCCESS: { caipNetworkId: CaipNetworkId; address: string }
  SIWX_AUTH_ERROR: { message: string }
  /** A social login connected (SPEC §9: always tracked). */
  SOCIAL_LOGIN_SUCCESS: { provider: string }
  /** A social login failed, or a result came from elsewhere than the secure site (message 'Untrusted Origin'). */
  SOCIAL_LOGIN_ERROR: { provider: string; message: string }
}

type Listener<T> = (payload: T) => void

/** A tiny typed emitter; a throwing listener never breaks the others. */
export function createEmitter<M extends object>() {
  const listeners = new Map<keyof M, Set<Listener<never>>>()
  return {
    on<K extends keyof M>(type: K, listener: Listener<M[K]>): () => void {
      const set = listeners.get(type) ?? new Set()
      set.add(listener as Listener<never>)
      listeners.set(type, set)
      return () => set.delete(listener as Listener<never>)
    },
    emit<K extends keyof M>(type: K, payload: M[K]): void {
      for (const listener of listeners.get(type) ?? []) {
        try {
          ;(listener as Listener<M[K]>)(payload)
        } catch (error) {
          console.error('[foyer] event listener failed', error)
        }
      }
    },
    clear(): void {
      listeners.clear()
    },
  }
}
