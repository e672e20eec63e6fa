import type { Network } from '../types/network.ts'
import { FRAME_CHAIN_NAMESPACE } from './embeddedTypes.ts'

/**
 * Whether the embedded wallet has a smart account on `network`: the frame names its networks as chain numbers
 * of its own namespace, so only that namespace's networks can match, without core testing a namespace by name.
 */
export function isSmartAccountNetwork(enabled: readonly number[] | undefined, network: Network | undefined): boolean {
  if (!enabled || !network) return false
  return enabled.some((chain) => `${FRAME_CHAIN_NAMESPACE}:${chain}` === network.caipNetworkId)
}
