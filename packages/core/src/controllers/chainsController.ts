import { createStore } from 'zustand/vanilla'
import type { ChainsState } from '../client/types.ts'
import type { FoyerError } from '../errors/errors.ts'
import type { CaipNetworkId, Network } from '../types/network.ts'

/** The configured networks and which one is active. */
export function createChainsController(networks: readonly Network[], initial: Network) {
  const store = createStore<ChainsState>(() => ({
    networks,
    activeNamespace: initial.chainNamespace,
    activeCaipNetworkId: initial.caipNetworkId,
  }))

  return {
    store,
    activeNetwork(): Network {
      const { activeCaipNetworkId } = store.getState()
      return networks.find((network) => network.caipNetworkId === activeCaipNetworkId) ?? initial
    },
    setActive(network: Network): void {
      store.setState({
        activeNamespace: network.chainNamespace,
        activeCaipNetworkId: network.caipNetworkId,
        unsupportedChainId: undefined,
      })
    },
    setUnsupported(chainId: number | string | undefined): void {
      store.setState({ unsupportedChainId: chainId })
    },
    setPendingSwitch(pendingSwitch: { caipNetworkId: CaipNetworkId; error?: FoyerError } | undefined): void {
      store.setState({ pendingSwitch })
    },
  }
}

export type ChainsController = ReturnType<typeof createChainsController>
