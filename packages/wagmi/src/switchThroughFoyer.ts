import { type CaipNetworkId, type FoyerClient, FoyerError, isUserRejection } from '@foyer/core'
import { SwitchChainError, UserRejectedRequestError } from 'viem'

/**
 * Switches the EVM wallet through Foyer's own flow (its SwitchNetwork view shows the wait and, on failure, what
 * happened and a retry). Foyer's flow never throws; wagmi needs an answer, so a switch that did not land rejects:
 * the visitor's no as UserRejectedRequestError, anything else as SwitchChainError with Foyer's error as cause.
 */
export async function switchThroughFoyer(client: FoyerClient, chainId: number): Promise<void> {
  const caipNetworkId: CaipNetworkId = `eip155:${chainId}`
  // SPEC §8 'Network not found': wagmi may list a chain the dapp did not give Foyer.
  if (!client.options.networks.some((network) => network.caipNetworkId === caipNetworkId))
    throw new SwitchChainError(new FoyerError('NETWORK_NOT_FOUND'))
  await client.switchNetwork(caipNetworkId)
  const { networkIds, unsupported, pendingSwitch } = client.stores.chains.getState()
  if (networkIds.eip155 === caipNetworkId && unsupported.eip155 === undefined) return
  const failure = pendingSwitch?.error ?? new FoyerError('NETWORK_NOT_FOUND')
  if (isUserRejection(failure)) throw new UserRejectedRequestError(failure)
  throw new SwitchChainError(failure)
}
