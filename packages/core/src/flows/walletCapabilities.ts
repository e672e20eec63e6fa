import { FoyerError } from '../errors/errors.ts'
import type { ChainNamespace } from '../types/network.ts'
import type { FlowContext } from './context.ts'

// SPEC §7 wallet_getCapabilities, read once per connection and kept in the namespace's account state, so the
// dapp (useCapabilities) and Foyer itself (EIP-7811 asset discovery for the token list) read it without asking
// the wallet again.

/**
 * Asks the wallet just connected on `namespace` for its capabilities and keeps the answer. A wallet without the
 * method (4200 / -32601) has none: `{}`, not asked again for this connection. Any other failure leaves them unread,
 * so useCapabilities asks when a dapp wants them. WalletConnect wallets are not asked: the request would reach the
 * visitor's phone, and a wallet that does not know it may show it as a request to answer.
 */
export async function readWalletCapabilities(context: FlowContext, namespace: ChainNamespace): Promise<void> {
  const { address, status, connectorId } = context.accounts.get(namespace)
  const adapter = context.adapters.get(namespace)
  if (status !== 'connected' || !address || !adapter?.walletCalls) return
  if (connectorId && context.connectors.find(connectorId, namespace)?.type === 'WALLET_CONNECT') return
  const network = context.chains.networkOf(namespace)
  let capabilities: Record<string, unknown>
  try {
    capabilities = await (await adapter.walletCalls()).getCapabilities({ address, network })
  } catch (error) {
    // Any other failure (a wallet busy with another prompt) is no answer: useCapabilities asks again if need be.
    if (!(error instanceof FoyerError && error.code === 'METHOD_NOT_SUPPORTED')) return
    capabilities = {}
  }
  // The visitor may have moved to another account or wallet while the wallet answered (a disconnect clears both).
  const now = context.accounts.get(namespace)
  if (now.address === address && now.connectorId === connectorId) {
    context.accounts.update(namespace, { capabilities })
  }
}
