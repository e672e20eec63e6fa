import type { Connector } from '../types/connector.ts'
import type { ViewName } from '../types/views.ts'

/**
 * SPEC §2: the view a connect attempt shows. WalletConnect shows its pairing URI: with a wallet chosen from
 * the registry, ConnectingWalletConnect (that wallet's name, icon and deep link); without one, the plain
 * ConnectingWalletConnectBasic. Every other wallet prompts by itself, so ConnectingExternal only waits.
 */
export function connectingView(connector: Pick<Connector, 'type'>, hasChosenWallet: boolean): ViewName {
  if (connector.type !== 'WALLET_CONNECT') return 'ConnectingExternal'
  return hasChosenWallet ? 'ConnectingWalletConnect' : 'ConnectingWalletConnectBasic'
}
