import { useCallback } from 'react'
import { useFoyerAccount } from '../hooks/useFoyerAccount.ts'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'

export type ConnectButtonState = 'disconnected' | 'connecting' | 'connected'

/** The connect button's whole behaviour, without markup (the Solana wallet-adapter split). */
export function useConnectButton(): { state: ConnectButtonState; onClick(): void } {
  const client = useFoyerClient()
  const { status } = useFoyerAccount()
  const state: ConnectButtonState =
    status === 'connected'
      ? 'connected'
      : status === 'connecting' || status === 'reconnecting'
        ? 'connecting'
        : 'disconnected'
  // While connecting, opening again shows the attempt in progress rather than starting over.
  const onClick = useCallback(() => client.open(), [client])
  return { state, onClick }
}
