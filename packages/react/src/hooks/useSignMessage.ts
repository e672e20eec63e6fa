import { useCallback } from 'react'
import { useFoyerClient } from './useFoyerClient.ts'

/** Asks the connected wallet to sign a message; a rejection rejects with 'User rejected the request'. */
export function useSignMessage(): { signMessage(message: string): Promise<string> } {
  const client = useFoyerClient()
  const signMessage = useCallback((message: string) => client.signMessage(message), [client])
  return { signMessage }
}
