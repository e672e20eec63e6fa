import { FoyerError } from '../errors/foyerError.ts'
import type { CaipNetworkId, ChainNamespace, Network } from '../types/network.ts'
import { toCaipNetworkId } from './caip.ts'

/** A chain as viem describes it (a viem `Chain` fits); defineNetwork adds the CAIP fields. */
export type ChainDefinition = Omit<Network, 'chainNamespace' | 'caipNetworkId'>

/**
 * The configured network for a CAIP network id, or for a chain id (number or string) within `namespace`.
 * Without a namespace a bare chain id matches the first network that has it.
 */
export function findNetwork(
  networks: readonly Network[],
  caipNetworkIdOrChainId: CaipNetworkId | number | string,
  namespace?: ChainNamespace,
): Network | undefined {
  return networks.find(
    (network) =>
      network.caipNetworkId === caipNetworkIdOrChainId ||
      (String(network.id) === String(caipNetworkIdOrChainId) && (!namespace || network.chainNamespace === namespace)),
  )
}

/** SPEC §5: a network must be in the configured list for its chain id. */
export function requireNetwork(...args: Parameters<typeof findNetwork>): Network {
  const network = findNetwork(...args)
  if (!network) throw new FoyerError('NETWORK_NOT_FOUND')
  return network
}

export const defineNetwork = (chain: ChainDefinition, namespace: ChainNamespace = 'eip155'): Network => ({
  ...chain,
  chainNamespace: namespace,
  caipNetworkId: toCaipNetworkId(namespace, chain.id),
})
