import { SDK_TYPE, SDK_VERSION } from '../api/sdkVersion.ts'
import type { FoyerClient, ResolvedOptions } from '../client/types.ts'
import { formatAddress } from '../format/formatAddress.ts'

// What a visitor may hand to a dapp's support: enough to see what failed, nothing that signs, pays or identifies.
// Loaded with the modal's error views (never on page load), so its size costs a dapp nothing before Connect.

/** How many of the newest log entries go in: enough for the failure and what led to it. */
export const DIAGNOSTICS_ENTRIES = 50

/** A name that says it holds a secret: its value is replaced, whatever it is. */
const SECRET_NAME = /secret|key|token|password|passphrase|mnemonic|seed|private|credential|cookie/i
const HEX_RUN = /0x[0-9a-fA-F]{40,}/g
// Solana and other base58 addresses in log text (API paths name accounts); options are never shortened this way.
const BASE58_RUN = /\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/g
const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i
const MAX_DEPTH = 6
const MAX_ITEMS = 50

/** An account as support needs it: recognisable, not traceable. */
const shorten = (address: string) => formatAddress(address, address.startsWith('0x') ? '0x' : '')

/**
 * A URL without what may be a credential: an absolute one keeps its origin only (providers put keys in paths,
 * `/v3/<key>`, and queries), a relative one loses its query and fragment.
 */
function withoutUrlSecrets(value: string): string {
  if (ABSOLUTE_URL.test(value)) {
    try {
      const { origin } = new URL(value)
      return origin === 'null' ? '[url]' : origin
    } catch {
      return '[url]'
    }
  }
  return value.startsWith('/') ? value.replace(/[?#].*$/, '') : value
}

function cleanString(value: string, inLog: boolean): string {
  const cleaned = withoutUrlSecrets(value).replace(HEX_RUN, shorten)
  return inLog ? cleaned.replace(BASE58_RUN, shorten) : cleaned
}

/** A copy fit for support: secret-named fields replaced, functions dropped, URLs and addresses trimmed. */
export function redact(value: unknown, inLog = false, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return cleanString(value, inLog)
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'function' || typeof value === 'symbol') return undefined
  if (typeof value !== 'object' || value === null) return value
  if (seen.has(value)) return '[circular]'
  if (depth >= MAX_DEPTH) return '[…]'
  seen.add(value)
  const next = (item: unknown) => redact(item, inLog, depth + 1, seen)
  if (value instanceof Set || Array.isArray(value)) return [...value].slice(0, MAX_ITEMS).map(next)
  if (value instanceof Error) return { name: value.name, message: cleanString(value.message, inLog) }
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    const cleaned = SECRET_NAME.test(key) ? '[removed]' : next(item)
    if (cleaned !== undefined) copy[key] = cleaned
  }
  return copy
}

/** The options as a dapp set them, with the parts that are code or wiring named instead of walked. */
function optionsSummary(options: ResolvedOptions): unknown {
  const { adapters, networks, defaultNetwork, storage, embeddedWallet, siwx, ...rest } = options
  return redact({
    ...rest,
    adapters: adapters.map((adapter) => adapter.namespace),
    networks: networks.map((network) => ({
      caipNetworkId: network.caipNetworkId,
      name: network.name,
      rpcUrls: network.rpcUrls.default.http,
    })),
    defaultNetwork: defaultNetwork.caipNetworkId,
    storage: storage ? 'custom' : 'default',
    embeddedWallet: embeddedWallet ? { secureSite: embeddedWallet.origin } : undefined,
    // A dapp's own messenger or storage may hold sessions: whether it has one is all support needs.
    siwx: siwx && {
      required: siwx.required ?? false,
      statement: siwx.statement,
      expiresInMs: siwx.expiresInMs,
      messenger: siwx.messenger ? 'custom' : 'default',
      storage: siwx.storage ? 'custom' : 'default',
      verifiers: siwx.verifiers?.length ?? 0,
    },
  })
}

function stateSummary(client: FoyerClient): unknown {
  const { activeNamespace, activeCaipNetworkId, networkIds, unsupported } = client.stores.chains.getState()
  const accounts = Object.fromEntries(
    Object.entries(client.stores.accounts.getState()).map(([namespace, account]) => [
      namespace,
      {
        status: account.status,
        connectorId: account.connectorId,
        address: account.address ? shorten(account.address) : undefined,
        preferredAccountType: account.preferredAccountType,
      },
    ]),
  )
  const { connectorId, error } = client.stores.connecting.getState()
  return redact({
    view: client.stores.router.getState().view,
    activeNamespace,
    activeNetwork: activeCaipNetworkId,
    networkIds,
    unsupported,
    accounts,
    connecting: connectorId ? { connectorId, error: error && { code: error.code, message: error.message } } : undefined,
    embeddedFrame: client.options.embeddedWallet ? client.stores.embedded.getState().frame : undefined,
  })
}

export interface DiagnosticsOptions {
  /** Versions beyond Foyer's own, e.g. the UI library's. */
  versions?: Record<string, string>
  userAgent?: string
  lastEntries?: number
  now?: Date
}

/**
 * The text "Copy diagnostics" copies: versions, the browser, the options without secrets, where the modal and the
 * connections stand (addresses shortened), and the newest log entries. JSON, so support can read it or parse it.
 */
export function diagnostics(client: FoyerClient, options: DiagnosticsOptions = {}): string {
  const entries = client.logger.entries()
  const last = entries.slice(-(options.lastEntries ?? DIAGNOSTICS_ENTRIES))
  const report = {
    generatedAt: (options.now ?? new Date()).toISOString(),
    versions: { foyer: SDK_VERSION, sdkType: SDK_TYPE, ...options.versions },
    userAgent: options.userAgent ?? (typeof navigator === 'undefined' ? undefined : navigator.userAgent),
    options: optionsSummary(client.options),
    state: stateSummary(client),
    log: {
      level: client.logger.level ?? 'off',
      kept: entries.length,
      entries: last.map((entry) => redact(entry, true)),
    },
  }
  return JSON.stringify(report, null, 2)
}
