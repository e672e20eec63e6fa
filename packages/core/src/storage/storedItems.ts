import type { PreferredAccountType } from '../client/types.ts'
import type { Connection } from '../types/connector.ts'
import type { CaipNetworkId, ChainNamespace } from '../types/network.ts'
import { isCaipNetworkId, isChainNamespace } from '../validation/caip.ts'
import type { StorageLike } from './storage.ts'

// SPEC §3 stored items. Hand-written guards, not zod: this module is in the page's first chunk.

const PREFIX = '@foyer/'
const VERSION = 1
/** SPEC §9: recent wallets 2. */
export const RECENT_WALLETS_LIMIT = 2

export type Guard<T> = (value: unknown) => value is T

/** A sent transaction the network has not confirmed yet (SPEC §3 pending transactions). */
export interface PendingTransaction {
  hash: string
  caipNetworkId: CaipNetworkId
  /** When the wallet sent it (ms since epoch). */
  submittedAt: number
}
export type OnCorrupt = (key: string, raw: string) => void

export interface StoredItem<T> {
  get(): T | undefined
  set(value: T): void
  remove(): void
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isString = (value: unknown): value is string => typeof value === 'string'
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) >= 0
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString)
/** A provider id as core keeps them (lower case, `google`, `x`, …): anything else in storage is not ours. */
const isSocialProvider = (value: unknown): value is string =>
  isString(value) && /^[a-z0-9][a-z0-9_-]{0,31}$/.test(value)
const isConnections = (value: unknown): value is Connection[] =>
  Array.isArray(value) &&
  value.every(
    (connection) =>
      isRecord(connection) &&
      isString(connection.connectorId) &&
      isCaipNetworkId(connection.caipNetworkId) &&
      Array.isArray(connection.accounts) &&
      connection.accounts.every((account) => isRecord(account) && isString(account.address)) &&
      (connection.login === undefined || isString(connection.login)),
  )
const isNetworkIds = (value: unknown): value is Partial<Record<ChainNamespace, CaipNetworkId>> =>
  isRecord(value) &&
  Object.entries(value).every(
    ([namespace, id]) => isChainNamespace(namespace) && isCaipNetworkId(id) && id.startsWith(`${namespace}:`),
  )
const isPendingTransactions = (value: unknown): value is PendingTransaction[] =>
  Array.isArray(value) &&
  value.every(
    (entry) =>
      isRecord(entry) && isString(entry.hash) && isCaipNetworkId(entry.caipNetworkId) && isCount(entry.submittedAt),
  )
const PREFERRED_ACCOUNT_TYPES: readonly string[] = ['eoa', 'smartAccount', 'payment', 'ordinal']
const isAccountTypes = (value: unknown): value is Partial<Record<ChainNamespace, PreferredAccountType>> =>
  isRecord(value) &&
  Object.entries(value).every(
    ([namespace, type]) => isChainNamespace(namespace) && PREFERRED_ACCOUNT_TYPES.includes(String(type)),
  )

export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

function browserStorage(): StorageLike {
  if (typeof window === 'undefined') return createMemoryStorage()
  try {
    // Blocked cookies make even reading window.localStorage throw; a full store throws on write.
    const { localStorage } = window
    localStorage.setItem(`${PREFIX}probe`, '1')
    localStorage.removeItem(`${PREFIX}probe`)
    return localStorage
  } catch {
    return createMemoryStorage()
  }
}

// A storage that starts throwing later (quota, revoked access) loses the write, not the app.
function attempt(action: () => void): void {
  try {
    action()
  } catch {}
}

const warnCorrupt: OnCorrupt = (key, raw) => console.warn(`[foyer] dropped a corrupt stored value for ${key}`, raw)

/**
 * The one storage module (SPEC §3): keys under `@foyer/`, values as `{"v":1,"value":…}`. A value that does
 * not parse, has another version or the wrong shape is removed and reported, never thrown into the app.
 * With no window (SSR) or a blocked localStorage, items live in memory for the page's life.
 */
export function createStorage(storage: StorageLike = browserStorage(), onCorrupt: OnCorrupt = warnCorrupt) {
  function item<T>(name: string, guard: Guard<T>): StoredItem<T> {
    const key = PREFIX + name
    const remove = () => attempt(() => storage.removeItem(key))
    return {
      get() {
        let raw: string | null
        try {
          raw = storage.getItem(key)
        } catch {
          return undefined
        }
        if (raw === null) return undefined
        try {
          const stored: unknown = JSON.parse(raw)
          if (isRecord(stored) && stored.v === VERSION && guard(stored.value)) return stored.value
        } catch {}
        remove()
        onCorrupt(key, raw)
        return undefined
      },
      set: (value) => attempt(() => storage.setItem(key, JSON.stringify({ v: VERSION, value }))),
      remove,
    }
  }

  const recentWallets = item('recentWalletIds', isStringList)
  const connections = item('connections', isConnections)
  const disconnected = item('disconnectedConnectorIds', isStringList)
  const email = item('email', isString)
  const lastUsedChain = item('lastUsedChain', isCaipNetworkId)
  const socialUsername = item('socialUsername', isString)
  /** Beside the username, so Account can still say which provider the visitor logged in with after a reload. */
  const socialProvider = item('socialProvider', isSocialProvider)
  const emailLoginUsed = item('emailLoginUsed', isBoolean)
  const connectedConnectorId = (namespace: ChainNamespace) => item(`connectedConnectorId/${namespace}`, isString)
  const getConnections = () => connections.get() ?? []
  const getDisconnected = () => disconnected.get() ?? []
  const getRecent = () => (recentWallets.get() ?? []).slice(0, RECENT_WALLETS_LIMIT)

  return {
    /** For other SPEC §3 items (caches, sessions): same prefix, versioning and safe parsing. */
    item,
    activeNetworkId: item('activeNetworkId', isCaipNetworkId),
    activeNamespace: item('activeNamespace', isChainNamespace),
    /** Each namespace's selected network, so a reload restores every connected namespace on its own network. */
    networkIds: item('networkIds', isNetworkIds),
    recentWalletIds: {
      get: getRecent,
      /** The newest goes first; a wallet used again moves to the front instead of appearing twice. */
      add(id: string): string[] {
        const recent = [id, ...getRecent().filter((kept) => kept !== id)].slice(0, RECENT_WALLETS_LIMIT)
        recentWallets.set(recent)
        return recent
      },
      clear: recentWallets.remove,
    },
    connectedConnectorIds: {
      get: (namespace: ChainNamespace) => connectedConnectorId(namespace).get(),
      set(namespace: ChainNamespace, connectorId: string | undefined) {
        const stored = connectedConnectorId(namespace)
        if (connectorId === undefined) stored.remove()
        else stored.set(connectorId)
      },
    },
    connections: {
      get: getConnections,
      /** One connection per connector and namespace: a new one replaces the old. */
      upsert(connection: Connection) {
        const namespace = (c: Connection) => c.caipNetworkId.split(':')[0]
        const others = getConnections().filter(
          (kept) => kept.connectorId !== connection.connectorId || namespace(kept) !== namespace(connection),
        )
        connections.set([connection, ...others])
      },
      /** The same connection with new accounts, where it is in the list. */
      replace(connection: Connection) {
        connections.set(
          getConnections().map((kept) =>
            kept.connectorId === connection.connectorId &&
            kept.caipNetworkId.split(':')[0] === connection.caipNetworkId.split(':')[0]
              ? connection
              : kept,
          ),
        )
      },
      /** A connector's connections; with `namespace`, only the one of that namespace (a connector may span several). */
      remove: (connectorId: string, namespace?: ChainNamespace) =>
        connections.set(
          getConnections().filter(
            (kept) =>
              kept.connectorId !== connectorId ||
              (namespace !== undefined && !kept.caipNetworkId.startsWith(`${namespace}:`)),
          ),
        ),
      clear: connections.remove,
    },
    /** Connectors the visitor disconnected on purpose; reconnect skips them after a reload. */
    disconnectedConnectorIds: {
      get: getDisconnected,
      has: (connectorId: string) => getDisconnected().includes(connectorId),
      add: (connectorId: string) =>
        disconnected.set([...getDisconnected().filter((kept) => kept !== connectorId), connectorId]),
      remove: (connectorId: string) => disconnected.set(getDisconnected().filter((kept) => kept !== connectorId)),
      clear: disconnected.remove,
    },
    preferredAccountTypes: item('preferredAccountTypes', isAccountTypes),
    /**
     * SPEC §3 pending-transaction counter: the transactions themselves, so they can be watched until they land
     * after a reload too; the counter is their number.
     */
    pendingTransactions: item('pendingTransactions', isPendingTransactions),
    /** The bare counter of earlier versions, which nothing could bring down after a reload; dropped on start. */
    legacyPendingTransactionsCounter: item('pendingTransactionsCounter', isCount),
    email,
    lastUsedChain,
    socialUsername,
    socialProvider,
    emailLoginUsed,
    lastEmailLoginTime: item('lastEmailLoginTime', isCount),
    /** The visitor ticked Connect's legal checkbox (SPEC §9); only `true` is ever stored. */
    legalAccepted: item('legalAccepted', (value: unknown): value is true => value === true),
    /** SPEC §4: disconnecting the embedded wallet clears its login cache. */
    clearLoginCache() {
      for (const cached of [emailLoginUsed, email, lastUsedChain, socialUsername, socialProvider]) cached.remove()
    },
  }
}

export type FoyerStorage = ReturnType<typeof createStorage>
