import type { SatsConnectProvider, SatsConnectProviderInfo } from '../wallets/satsConnectWallet.ts'
import { UNISAT_STYLE_WALLETS, type UnisatProvider, type UnisatStyleKey } from '../wallets/unisatWallet.ts'

/** The object at a dotted path on `root` (sats-connect's provider ids: `XverseProviders.BitcoinProvider`). */
export function atPath(root: unknown, path: readonly string[]): unknown {
  let value = root
  for (const key of path) {
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  (typeof value === 'object' || typeof value === 'function') && value !== null

export interface FoundSatsProvider {
  info: SatsConnectProviderInfo
  provider: SatsConnectProvider
}

/**
 * The sats-connect providers on the page: `window.btc_providers` entries whose `id` path leads to an object with
 * `request`. `missing` counts listed ones not (yet) injected: discovery looks again a little later, as AppKit does.
 */
export function satsConnectProviders(win: unknown): { found: FoundSatsProvider[]; missing: number } {
  const list = atPath(win, ['btc_providers'])
  const found: FoundSatsProvider[] = []
  let missing = 0
  for (const entry of Array.isArray(list) ? list : []) {
    if (!isObject(entry) || typeof entry.id !== 'string' || typeof entry.name !== 'string') continue
    const provider = atPath(win, entry.id.split('.'))
    if (!isObject(provider) || typeof provider.request !== 'function') {
      missing++
      continue
    }
    found.push({
      info: {
        id: entry.id,
        name: entry.name,
        ...(typeof entry.icon === 'string' ? { icon: entry.icon } : {}),
        ...(typeof entry.webUrl === 'string' ? { webUrl: entry.webUrl } : {}),
      },
      provider: provider as unknown as SatsConnectProvider,
    })
  }
  return { found, missing }
}

export interface FoundUnisatProvider {
  key: UnisatStyleKey
  name: string
  provider: UnisatProvider
}

/** The Unisat-style objects on the page (UniSat, Bitget, OKX), each with the calls the adapter needs. */
export function unisatProviders(win: unknown): FoundUnisatProvider[] {
  return UNISAT_STYLE_WALLETS.flatMap(({ key, path, name }) => {
    const provider = atPath(win, path)
    const usable =
      isObject(provider) &&
      typeof provider.getAccounts === 'function' &&
      typeof provider.signMessage === 'function' &&
      (typeof provider.requestAccounts === 'function' || typeof provider.connect === 'function')
    return usable ? [{ key, name, provider: provider as unknown as UnisatProvider }] : []
  })
}
