import { isCaipNetworkId, isHttpUrl } from '@foyer/core'
import type { WalletConnectOptions } from './types.ts'

/** Refuses options that would leave WalletConnect half-configured, or quietly reach a public host. */
export function validateOptions(options: WalletConnectOptions): void {
  if (!options.projectId) throw new Error('WalletConnect: projectId is required')
  if (!/^wss?:\/\/[^/]/i.test(options.relayUrl ?? '')) {
    throw new Error(`WalletConnect: relayUrl must be a ws:// or wss:// URL, got ${JSON.stringify(options.relayUrl)}`)
  }
  const chains = Object.entries(options.rpcMap ?? {})
  if (chains.length === 0) throw new Error('WalletConnect: rpcMap must name at least one chain')
  for (const [chain, url] of chains) {
    if (!isCaipNetworkId(chain)) throw new Error(`WalletConnect: rpcMap key ${chain} is not a CAIP-2 chain id`)
    if (!isHttpUrl(url)) throw new Error(`WalletConnect: rpcMap URL for ${chain} must start with http or https`)
  }
  if (options.pairingLifetimeMs !== undefined && !(options.pairingLifetimeMs > 0)) {
    throw new Error('WalletConnect: pairingLifetimeMs must be a positive number')
  }
}
