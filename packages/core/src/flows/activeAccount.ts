import type { Network } from '../types/network.ts'
import type { ApiFlowContext } from './apiContext.ts'

// What the page's API chunk needs to follow the connected account, apart from the flows that load its balances
// and identity (the account's API chunk, loaded once there is an account to follow).

/** The connected account of the active network, as `{caipNetworkId}:{address}` plus its parts. */
export function activeAccountKey(context: ApiFlowContext) {
  const network = context.chains.activeNetwork()
  const account = context.accounts.get(network.chainNamespace)
  if (account.status !== 'connected' || !account.address) return undefined
  return { key: `${network.caipNetworkId}:${account.address}`, network, address: account.address }
}

/** EIP-7811: whether the kept capabilities say the wallet discovers assets on the chain `chainId` (decimal). */
export function supportsAssetDiscovery(capabilities: Record<string, unknown> | undefined, chainId: number): boolean {
  const ofChain = capabilities?.[`0x${chainId.toString(16)}`] as
    | { assetDiscovery?: { supported?: unknown } }
    | undefined
  return ofChain?.assetDiscovery?.supported === true
}

/** Whether the connected wallet of `network`'s namespace discovers assets there (its kept capabilities say so). */
export function walletDiscoversAssets(context: ApiFlowContext, network: Network): boolean {
  const account = context.accounts.get(network.chainNamespace)
  const adapter = context.adapters.get(network.chainNamespace)
  return adapter?.walletCalls !== undefined && supportsAssetDiscovery(account.capabilities, Number(network.id))
}
