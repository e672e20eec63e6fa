import type { ConnectionStatus } from '../types/connector.ts'
import { serverStateOf } from './serverStates.ts'
import type { AccountState, ChainsState, FoyerClient, FoyerStores } from './types.ts'

/** A page client whose stores are made on first use: whether they exist yet, and a call for when they do. */
export interface LateStart {
  started(): boolean
  /** Calls `listener` once the stores exist (at once if they do); the returned function cancels it. */
  onStart(listener: () => void): () => void
}

const lateStarts = new WeakMap<object, LateStart>()

/** createPageClient's side: marks `client` as one whose stores come later. */
export function rememberLateStart(client: FoyerClient, start: LateStart): void {
  lateStarts.set(client, start)
}

/** Whether reading `client.stores` now would make them (a page client a first-time visitor's page has not used). */
const notStarted = (client: FoyerClient): boolean => lateStarts.get(client)?.started() === false

const statusIn = (chains: ChainsState, accounts: Record<string, AccountState>): ConnectionStatus =>
  accounts[chains.activeNamespace]?.status ?? 'disconnected'

/**
 * The connection status of the namespace shown — what the Connect button says — read without making a page
 * client's stores (issue 19). A page client makes them at once when the last visit left a connection (its
 * button says "Connecting…" from the first render), so before they exist nothing is stored and the status is
 * disconnected: the button draws without them and the client makes them after the first paint.
 */
export function shownStatus(client: FoyerClient): ConnectionStatus {
  if (notStarted(client)) return 'disconnected'
  return statusIn(client.stores.chains.getState(), client.stores.accounts.getState())
}

/** The same in a server render and the hydration of its HTML: nothing stored (serverStates.ts). */
export function serverShownStatus(client: FoyerClient): ConnectionStatus {
  if (notStarted(client)) return 'disconnected'
  const { chains, accounts } = client.stores
  return statusIn(
    serverStateOf<ChainsState>(chains) ?? chains.getState(),
    serverStateOf<Record<string, AccountState>>(accounts) ?? accounts.getState(),
  )
}

/** Calls `onChange` whenever `shownStatus` may have changed; waits for a page client's stores without making them. */
export function watchShownStatus(client: FoyerClient, onChange: () => void): () => void {
  let stops: (() => void)[] = []
  const watchStores = (stores: FoyerStores) => {
    stops = [stores.chains.subscribe(onChange), stores.accounts.subscribe(onChange)]
  }
  const start = lateStarts.get(client)
  if (start && !start.started()) {
    stops = [
      start.onStart(() => {
        watchStores(client.stores)
        onChange()
      }),
    ]
  } else {
    watchStores(client.stores)
  }
  return () => {
    for (const stop of stops) stop()
  }
}
