import { formatUnits } from '../units/units.ts'
import type { FlowContext } from './context.ts'
import { adapterFor } from './context.ts'

/** SPEC §4: a failed balance fetch blocks retries for 30 s. */
export const BALANCE_RETRY_MS = 30_000

export async function refreshBalance(context: FlowContext, now: () => number = Date.now): Promise<void> {
  const network = context.chains.activeNetwork()
  const namespace = network.chainNamespace
  const account = context.accounts.get(namespace)
  if (account.status !== 'connected' || !account.address) return
  const retryBlocked = account.lastRetry !== undefined && now() - account.lastRetry < BALANCE_RETRY_MS
  if (retryBlocked) return

  context.accounts.setBalance(namespace, { balanceLoading: true })
  try {
    const balance = await adapterFor(context, namespace).getBalance({ address: account.address, network })
    // The wallet may have switched network or account while the balance was on its way.
    const stillCurrent =
      context.chains.activeNetwork() === network && context.accounts.get(namespace).address === account.address
    if (!stillCurrent) return
    context.accounts.setBalance(namespace, {
      balanceLoading: false,
      balance: formatUnits(balance.value, balance.decimals),
      balanceSymbol: balance.symbol,
      lastRetry: undefined,
    })
  } catch {
    context.accounts.setBalance(namespace, {
      balanceLoading: false,
      balance: undefined,
      balanceSymbol: undefined,
      lastRetry: now(),
    })
  }
}
