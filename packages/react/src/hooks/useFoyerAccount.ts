import type { CaipAddress, ChainNamespace, ConnectionStatus } from '@foyer/core'
import { useAccountState, useNamespace } from './useActiveAccount.ts'

export interface UseFoyerAccount {
  namespace: ChainNamespace
  address: string | undefined
  caipAddress: CaipAddress | undefined
  status: ConnectionStatus
  isConnected: boolean
  connectorId: string | undefined
}

/** The account of a namespace: `{ namespace: 'solana' }`, or by default the namespace shown. */
export function useFoyerAccount(options: { namespace?: ChainNamespace } = {}): UseFoyerAccount {
  const namespace = useNamespace(options.namespace)
  const account = useAccountState(namespace)
  const status = account?.status ?? 'disconnected'
  return {
    namespace,
    address: account?.address,
    caipAddress: account?.caipAddress,
    status,
    isConnected: status === 'connected',
    connectorId: account?.connectorId,
  }
}
