import type { ApiClient } from '../api/apiClient.ts'
import { networkImageSource } from '../rules/networkImages.ts'
import type { CaipNetworkId, Network } from '../types/network.ts'
import type { ApiFlowContext } from './apiContext.ts'

/** Each network's icon URL: the dapp's own, or the API's asset image of its image id. */
export function networkImageUrls(
  api: ApiClient | undefined,
  networks: readonly Network[],
): Partial<Record<CaipNetworkId, string>> {
  const urls: Partial<Record<CaipNetworkId, string>> = {}
  for (const network of networks) {
    const source = networkImageSource(network)
    if (source && 'url' in source) urls[network.caipNetworkId] = source.url
    else if (source && api)
      urls[network.caipNetworkId] = api.url(`/public/getAssetImage/${encodeURIComponent(source.imageId)}`)
  }
  return urls
}

/** Puts the networks' icon URLs in the chains store, for the network list and the network button. */
export function publishNetworkImages(context: ApiFlowContext): void {
  const { chains } = context
  chains.store.setState({ networkImages: networkImageUrls(context.api, chains.store.getState().networks) })
}
