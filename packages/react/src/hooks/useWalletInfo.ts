import type { ChainNamespace, ConnectorsState } from '@foyer/core'
import { useCallback } from 'react'
import { useAccountState, useNamespace } from './useActiveAccount.ts'
import { useFoyerClient } from './useFoyerClient.ts'
import { useStoreValue } from './useStoreValue.ts'

/** The connected wallet as a visitor knows it: its name and icon. */
export interface WalletInfo {
  name: string
  /** A data: or same-origin URL, when the wallet gave one. */
  icon?: string
}

/** The wallet connected on a namespace (default the one shown); undefined when none is. */
export function useWalletInfo(options: { namespace?: ChainNamespace } = {}): { walletInfo: WalletInfo | undefined } {
  const client = useFoyerClient()
  const namespace = useNamespace(options.namespace)
  const account = useAccountState(namespace)
  const connectorId = account?.status === 'connected' ? account.connectorId : undefined
  const select = useCallback(
    (state: ConnectorsState) =>
      state.connectors.find((connector) => connector.id === connectorId && connector.chain === namespace),
    [connectorId, namespace],
  )
  const connector = useStoreValue(client.stores.connectors, select)
  if (!connector) return { walletInfo: undefined }
  return { walletInfo: { name: connector.name, ...(connector.imageUrl ? { icon: connector.imageUrl } : {}) } }
}
