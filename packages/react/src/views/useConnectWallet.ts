import type { ChainNamespace, ConnectChoice } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { errorMessage } from './errorMessage.ts'

/**
 * Starts a connection. The connect flow shows ConnectingExternal and records a failed attempt in
 * `stores.connecting` for that view; only a failure before the attempt starts (an unknown connector)
 * reaches this catch, and a toast says so. A wallet whose accounts the visitor picks from (a Ledger) opens
 * ConnectingExternal on its list instead, which connects the account picked.
 */
export function useConnectWallet(): (connectorId: string, namespace?: ChainNamespace) => void {
  const client = useFoyerClient()
  return useCallback(
    (connectorId: string, namespace?: ChainNamespace) => {
      const picksAccount = client.stores.connectors
        .getState()
        .connectors.some((c) => c.id === connectorId && (!namespace || c.chain === namespace) && c.picksAccount)
      if (picksAccount) return client.push('ConnectingExternal', { connectorId })
      client
        .connect(connectorId, namespace ? { namespace } : {})
        .catch((error: unknown) => client.showToast(errorMessage(error), 'error'))
    },
    [client],
  )
}

/**
 * Chooses a wallet the page found: one on a single chain connects there; one on several asks which chain
 * (ConnectingMultiChain), except WalletConnect, whose one session takes every chain it grants at once.
 */
export function useChooseWallet(): (choice: ConnectChoice) => void {
  const client = useFoyerClient()
  const connect = useConnectWallet()
  return useCallback(
    (choice: ConnectChoice) => {
      if (choice.kind === 'single') return connect(choice.connector.id, choice.connector.chain)
      const [first] = choice.connectors
      if (first?.type === 'WALLET_CONNECT') return connect(first.id)
      client.push('ConnectingMultiChain', { walletName: choice.name })
    },
    [client, connect],
  )
}
