import { FoyerError, toFoyerError } from '../errors/errors.ts'
import type { AccountChoicesPage, AccountChoicesRead } from '../types/accountChoices.ts'
import type { FlowContext } from './context.ts'

// Loaded when a connecting view lists a wallet's accounts (createFoyerClient imports it on first use): pages whose
// visitors never pick a hardware wallet carry none of it. It imports nothing from context.ts but types: a value
// shared with the page's chunk would split into a chunk of its own and cost the first load more than it saves.

/**
 * One page of the accounts a wallet holds (a hardware wallet's addresses), for the visitor to pick one before
 * connecting. Never rejects: a failure is the catalogue's text (a locked Ledger, its app not open, the browser's
 * device picker closed: 'Connection rejected'), else 'Failed to connect'.
 */
export async function readAccountChoices(
  context: FlowContext,
  connectorId: string,
  { namespace, ...page }: AccountChoicesPage,
): Promise<AccountChoicesRead> {
  try {
    const shown = namespace ?? context.chains.store.getState().activeNamespace
    const connector = context.connectors.find(connectorId, shown) ?? context.connectors.find(connectorId)
    if (!connector) throw new FoyerError('NO_CONNECTOR_FOR_CONNECTION')
    const choices = await context.adapters.get(connector.chain)?.listAccountChoices?.({
      connectorId,
      network: context.chains.networkOf(connector.chain),
      ...page,
    })
    if (!choices) throw new FoyerError('NO_CONNECTOR_FOR_CONNECTION')
    return { status: 'ready', choices }
  } catch (error) {
    context.logger.log(50, 'listing accounts failed', { connectorId, error })
    return { status: 'failed', error: toFoyerError(error, 'FAILED_TO_CONNECT') }
  }
}
