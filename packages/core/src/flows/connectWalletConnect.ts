import { FoyerError } from '../errors/errors.ts'
import type { WalletConnectWallet } from '../types/views.ts'
import { connect } from './connect.ts'
import type { FlowContext } from './context.ts'

/**
 * Connects through WalletConnect: a registry wallet that is not installed (its deep link and QR code), or,
 * without `wallet`, any wallet that scans the QR code. Whichever adapter offers WalletConnect runs it.
 */
export function connectWalletConnect(context: FlowContext, wallet?: WalletConnectWallet): Promise<void> {
  const connector = context.connectors.store.getState().connectors.find((entry) => entry.type === 'WALLET_CONNECT')
  if (!connector) return Promise.reject(new FoyerError('NO_CONNECTOR_FOR_CONNECTION'))
  return connect(context, connector.id, wallet ? { wallet } : {})
}
