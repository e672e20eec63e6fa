import type { PolkadotChainConfig } from '../deps.ts'
import { type PolkadotProperties, readPolkadotProperties } from './readPolkadotBalance.ts'

/** Token names of the relay chains whose symbols are known; another chain's token is named by its symbol. */
const TOKEN_NAMES: Readonly<Record<string, string>> = { DOT: 'Polkadot', KSM: 'Kusama', WND: 'Westend' }

export interface PolkadotNetworkProperties extends PolkadotProperties {
  tokenName: string
}

/**
 * A Polkadot network's address format, symbol and decimals: what the config names, the rest read once from the
 * node's `system_properties` and kept for the process (they are fixed at genesis). A failed read is forgotten,
 * so the next request asks again rather than serving a node's outage for good.
 */
export function polkadotNetworkProperties(): (chain: PolkadotChainConfig) => Promise<PolkadotNetworkProperties> {
  const known = new Map<string, Promise<PolkadotNetworkProperties>>()
  const complete = (chain: PolkadotChainConfig, read: Partial<PolkadotProperties>): PolkadotNetworkProperties => {
    const symbol = chain.symbol ?? read.symbol ?? 'DOT'
    return {
      ss58Format: chain.ss58Format ?? read.ss58Format ?? 42,
      symbol,
      decimals: chain.decimals ?? read.decimals ?? 10,
      tokenName: TOKEN_NAMES[symbol] ?? symbol,
    }
  }
  return (chain) => {
    if (chain.ss58Format !== undefined && chain.symbol !== undefined && chain.decimals !== undefined) {
      return Promise.resolve(complete(chain, {}))
    }
    const cached = known.get(chain.caipNetworkId)
    if (cached) return cached
    const pending = readPolkadotProperties(chain.rpcUrl).then((read) => complete(chain, read))
    pending.catch(() => known.delete(chain.caipNetworkId))
    known.set(chain.caipNetworkId, pending)
    return pending
  }
}
