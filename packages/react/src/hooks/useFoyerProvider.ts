import { useActiveAccount, useActiveNamespace } from './useActiveAccount.ts'
import { useFoyerClient } from './useFoyerClient.ts'

/**
 * The connected wallet's raw provider (EIP-1193 for EVM), or undefined when nothing is connected.
 * The type parameter is the caller's assertion: Foyer cannot know which wallet API the dapp expects.
 */
export function useFoyerProvider<Provider = unknown>(): Provider | undefined {
  const client = useFoyerClient()
  const namespace = useActiveNamespace()
  const account = useActiveAccount()
  // Reading the account makes the hook re-render, and so re-ask the client, whenever the connection changes.
  if (account?.status !== 'connected') return undefined
  return client.getProvider(namespace) as Provider | undefined
}
