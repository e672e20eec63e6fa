import type { CaipAddress, ConnectionStatus } from '@foyer/core'
import { useActiveAccount } from './useActiveAccount.ts'

export interface UseFoyerAccount {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  status: ConnectionStatus
  isConnected: boolean
  connectorId: string | undefined
}

/** The account of the active namespace. */
export function useFoyerAccount(): UseFoyerAccount {
  const account = useActiveAccount()
  const status = account?.status ?? 'disconnected'
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    status,
    isConnected: status === 'connected',
    connectorId: account?.connectorId,
  }
}
