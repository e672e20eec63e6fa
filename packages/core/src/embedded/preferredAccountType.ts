import { FoyerError, toFoyerError } from '../errors/errors.ts'
import { refreshBalance } from '../flows/balance.ts'
import { recordAccounts } from '../flows/walletSession.ts'
import { activeAccountType, canSwitchAccountType } from '../rules/accountTypeSwitch.ts'
import type { AccountType } from '../types/connector.ts'
import { toCaipAddress } from '../validation/caip.ts'
import type { EmbeddedContext } from './embeddedContext.ts'
import { isSmartAccountNetwork } from './smartAccountNetworks.ts'

/**
 * SPEC §4 preferred account type, for the active namespace's embedded account: to smartAccount only on a
 * smart-account enabled network and from eoa, back to eoa always. The adapter asks the frame; the new address
 * takes the old one's place (balance fetched again, and sign-in asks for a session the new address lacks, as
 * after a connect — flows/signIn.ts watches every account-and-network pair). The choice is stored per namespace.
 */
export async function setPreferredAccountType(context: EmbeddedContext, type: AccountType): Promise<void> {
  const namespace = context.chains.store.getState().activeNamespace
  const account = context.accounts.get(namespace)
  const adapter = context.adapters.get(namespace)
  const throughAuth = account.status === 'connected' && account.connectorId === context.embeddedWallet.connectorId
  if (!throughAuth || !adapter?.setAccountType) throw new FoyerError('NOT_CONNECTED_TO_EMAIL')
  const network = context.chains.networkOf(namespace)
  const networkEnabled = isSmartAccountNetwork(context.embedded.getState().smartAccountEnabledNetworks, network)
  const from =
    account.user?.accounts?.find((granted) => granted.address === account.address)?.type ??
    activeAccountType(account.preferredAccountType, networkEnabled)
  if (from === type) return
  if (!canSwitchAccountType({ from, to: type, networkEnabled })) throw new FoyerError('SMART_ACCOUNT_NOT_ENABLED')

  context.embedded.setState({ accountTypeSwitch: { to: type, status: 'pending' } })
  try {
    const result = await adapter.setAccountType({ type, network })
    recordAccounts(context, namespace, result)
    context.accounts.update(namespace, { preferredAccountType: type })
    context.storage.preferredAccountTypes.set({ ...context.storage.preferredAccountTypes.get(), [namespace]: type })
    // The wallet's accountsChanged moves the address too; should it come late or not at all, it moves here.
    const inUse = adapter.chain.normalizeAddress(result.accounts[0].address)
    if (context.accounts.get(namespace).address !== inUse) {
      context.accounts.setAddress(namespace, inUse, toCaipAddress(network.caipNetworkId, inUse))
      context.events.emit('ACCOUNT_CHANGED', { address: inUse })
      void refreshBalance(context, { namespace })
    }
    context.embedded.setState({ accountTypeSwitch: undefined })
  } catch (thrown) {
    const error = toFoyerError(thrown)
    context.embedded.setState({ accountTypeSwitch: { to: type, status: 'failed', error } })
    throw error
  }
}
