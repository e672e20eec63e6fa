import type { ResolvedOptions } from '../client/types.ts'
import type { FoyerStorage } from '../storage/storedItems.ts'
import type { ChainsStart } from './chainsController.ts'

/**
 * Where the chains start: the namespace and networks the last visit left (stored active network and one network
 * per namespace), else the dapp's default network.
 */
export function chainsStart(storage: FoyerStorage, options: Pick<ResolvedOptions, 'networks' | 'defaultNetwork'>) {
  const listed = (id: string | undefined) => options.networks.find((network) => network.caipNetworkId === id)
  const active = listed(storage.activeNetworkId.get()) ?? options.defaultNetwork
  const start: ChainsStart = {
    activeNamespace: active.chainNamespace,
    networkIds: {
      [options.defaultNetwork.chainNamespace]: options.defaultNetwork.caipNetworkId,
      ...storage.networkIds.get(),
      [active.chainNamespace]: active.caipNetworkId,
    },
  }
  return start
}
