import { FoyerError } from '../errors/errors.ts'
import type { WalletConnectWallet } from '../types/views.ts'
import { connect } from './connect.ts'
import { adapterFor, type FlowContext } from './context.ts'

/**
 * Connects through WalletConnect: a registry wallet that is not installed (its deep link and QR code), or,
 * without `wallet`, any wallet that scans the QR code. Whichever adapter offers WalletConnect runs it.
 */
export function connectWalletConnect(context: FlowContext, wallet?: WalletConnectWallet): Promise<void> {
  const connector = walletConnectConnector(context)
  if (!connector) return Promise.reject(new FoyerError('NO_CONNECTOR_FOR_CONNECTION'))
  return connect(context, connector.id, wallet ? { wallet } : {})
}

/**
 * The visitor is about to pick WalletConnect or a registry wallet (a hover or focus on it): the adapter that offers
 * it loads its client now, so the QR code does not wait for it. Nothing to wait for; a failure shows on the pick.
 */
export function prepareWalletConnect(context: FlowContext): void {
  const connector = walletConnectConnector(context)
  if (!connector) return
  void adapterFor(context, connector.chain)
    .prepareConnector?.(connector.id)
    .catch(() => {})
}

const walletConnectConnector = (context: FlowContext) =>
  context.connectors.store.getState().connectors.find((entry) => entry.type === 'WALLET_CONNECT')
