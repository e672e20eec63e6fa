import type { RegistryWallet } from '../controllers/registryController.ts'
import { findInstalledConnector } from '../rules/installedWallet.ts'
import type { WalletConnectWallet } from '../types/views.ts'
import type { ApiFlowContext } from './apiContext.ts'
import { connect } from './connect.ts'
import { connectWalletConnect } from './connectWalletConnect.ts'
import { showView } from './navigation.ts'

/** What ConnectingWalletConnect needs of a registry wallet: its name and image, and every link a phone may open. */
export function toWalletConnectWallet(wallet: RegistryWallet): WalletConnectWallet {
  const { id, name, imageUrl, mobileLink, universalLink, appStoreLink, playStoreLink, homepage, webappLink } = wallet
  return { id, name, imageUrl, mobileLink, universalLink, appStoreLink, playStoreLink, homepage, webappLink }
}

/**
 * The visitor picked a wallet from the registry (Connect's recommended row or AllWallets). An installed one
 * connects as it would from Connect; one with an app connects through WalletConnect (its QR code and, on a
 * phone, its deep link); an extension-only wallet shows the AllWallets "Get {name}" panel with its homepage.
 */
export async function onRegistryWalletSelected(context: ApiFlowContext, wallet: RegistryWallet): Promise<void> {
  const installed = findInstalledConnector(context.connectors.store.getState().connectors, wallet)
  if (installed) return connect(context, installed.id)
  const offersWalletConnect = context.connectors.store
    .getState()
    .connectors.some((connector) => connector.type === 'WALLET_CONNECT')
  const hasAnApp = Boolean(wallet.universalLink || wallet.mobileLink || wallet.desktopLink || wallet.webappLink)
  if (offersWalletConnect && hasAnApp) return connectWalletConnect(context, toWalletConnectWallet(wallet))
  context.registry.update({ selected: wallet })
  if (context.router.store.getState().view !== 'AllWallets') showView(context, 'AllWallets')
}
