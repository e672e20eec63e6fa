import { createStore } from 'zustand/vanilla'
import type { ChainsState } from '../client/types.ts'
import type { FoyerError } from '../errors/errors.ts'
import type { CaipNetworkId, ChainNamespace, Network } from '../types/network.ts'

export interface ChainsStart {
  /** The namespace shown first. */
  activeNamespace: ChainNamespace
  /** Each namespace's network as the last visit left it; a namespace without one starts on its first network. */
  networkIds: Partial<Record<ChainNamespace, CaipNetworkId>>
}

/** The active namespace's network, and whether its wallet sits on a network the dapp does not list. */
function derived(state: Pick<ChainsState, 'activeNamespace' | 'networkIds' | 'unsupported'>, fallback: Network) {
  return {
    activeCaipNetworkId: state.networkIds[state.activeNamespace] ?? fallback.caipNetworkId,
    unsupportedChainId: state.unsupported[state.activeNamespace],
  }
}

/**
 * The configured networks, and per namespace which one is selected (ARCHITECTURE: state per namespace). The
 * active namespace is only which one the modal and the default hooks show.
 */
export function createChainsController(networks: readonly Network[], fallback: Network, start: ChainsStart) {
  const firstOf = (namespace: ChainNamespace) => networks.find((network) => network.chainNamespace === namespace)
  const networkIds: Partial<Record<ChainNamespace, CaipNetworkId>> = {}
  for (const network of networks) {
    const namespace = network.chainNamespace
    const stored = start.networkIds[namespace]
    const known = networks.some(
      (candidate) => candidate.caipNetworkId === stored && candidate.chainNamespace === namespace,
    )
    networkIds[namespace] ??= known && stored ? stored : firstOf(namespace)?.caipNetworkId
  }
  const initial = { activeNamespace: start.activeNamespace, networkIds, unsupported: {} }
  const store = createStore<ChainsState>(() => ({ networks, ...initial, ...derived(initial, fallback) }))

  function update(patch: Partial<Pick<ChainsState, 'activeNamespace' | 'networkIds' | 'unsupported'>>): void {
    const next = { ...store.getState(), ...patch }
    store.setState({ ...patch, ...derived(next, fallback) })
  }

  const byId = (caipNetworkId: CaipNetworkId | undefined) =>
    networks.find((network) => network.caipNetworkId === caipNetworkId)
  function setNetwork(network: Network): void {
    const { networkIds, unsupported } = store.getState()
    const { [network.chainNamespace]: _cleared, ...stillUnsupported } = unsupported
    update({
      networkIds: { ...networkIds, [network.chainNamespace]: network.caipNetworkId },
      unsupported: stillUnsupported,
    })
  }

  return {
    store,
    /** The network selected for `namespace`. */
    networkOf(namespace: ChainNamespace): Network {
      return byId(store.getState().networkIds[namespace]) ?? firstOf(namespace) ?? fallback
    },
    activeNetwork(): Network {
      return byId(store.getState().activeCaipNetworkId) ?? fallback
    },
    /** Selects `network` for its namespace; the active namespace stays as it is. */
    setNetwork,
    setActiveNamespace(namespace: ChainNamespace): void {
      update({ activeNamespace: namespace })
    },
    /** Selects `network` and shows its namespace. */
    setActive(network: Network): void {
      setNetwork(network)
      update({ activeNamespace: network.chainNamespace })
    },
    setUnsupported(namespace: ChainNamespace, chainId: number | string | undefined): void {
      const { [namespace]: _previous, ...others } = store.getState().unsupported
      update({ unsupported: chainId === undefined ? others : { ...others, [namespace]: chainId } })
    },
    setPendingSwitch(pendingSwitch: { caipNetworkId: CaipNetworkId; error?: FoyerError } | undefined): void {
      store.setState({ pendingSwitch })
    },
  }
}

export type ChainsController = ReturnType<typeof createChainsController>
