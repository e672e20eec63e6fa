import type { ChainNamespace } from '@foyer/core'
import { useAccountState, useNamespace } from './useActiveAccount.ts'
import { useFoyerClient } from './useFoyerClient.ts'

/**
 * The connected wallet's raw provider of a namespace (default the one shown): EIP-1193 for EVM, the Solana sign
 * calls for Solana; undefined when nothing is connected there. The type parameter is the caller's assertion:
 * Foyer cannot know which wallet API the dapp expects.
 */
export function useFoyerProvider<Provider = unknown>(namespace?: ChainNamespace): Provider | undefined {
  const client = useFoyerClient()
  const chosen = useNamespace(namespace)
  const account = useAccountState(chosen)
  // Reading the account makes the hook re-render, and so re-ask the client, whenever the connection changes.
  if (account?.status !== 'connected') return undefined
  return client.getProvider(chosen) as Provider | undefined
}
