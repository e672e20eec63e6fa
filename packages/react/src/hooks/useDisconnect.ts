import { useCallback } from 'react'
import { useFoyerClient } from './useFoyerClient.ts'

export function useDisconnect(): { disconnect(): Promise<void> } {
  const client = useFoyerClient()
  const disconnect = useCallback(() => client.disconnect(), [client])
  return { disconnect }
}
