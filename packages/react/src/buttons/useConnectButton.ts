import { serverShownStatus, shownStatus, watchShownStatus } from '@foyer/core'
import { useCallback, useSyncExternalStore } from 'react'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { preloadModal } from '../modal/loadModal.ts'

export type ConnectButtonState = 'disconnected' | 'connecting' | 'connected'

/** The connect button's whole behaviour, without markup (the Solana wallet-adapter split). */
export function useConnectButton(): { state: ConnectButtonState; onClick(): void; onIntent(): void } {
  const client = useFoyerClient()
  // Not useFoyerAccount: this reads the status without making a page client's stores, so a first-time visitor's
  // button draws before they exist (issue 19; core's shownStatus.ts).
  const status = useSyncExternalStore(
    useCallback((onChange: () => void) => watchShownStatus(client, onChange), [client]),
    () => shownStatus(client),
    () => serverShownStatus(client),
  )
  const state: ConnectButtonState =
    status === 'connected'
      ? 'connected'
      : status === 'connecting' || status === 'reconnecting'
        ? 'connecting'
        : 'disconnected'
  // While connecting, opening again shows the attempt in progress rather than starting over.
  const onClick = useCallback(() => client.open(), [client])
  // The visitor points at or focuses the button (issue 19): the modal's code and the registry's wallets start
  // loading then, so Connect usually opens with its whole list instead of moving its rows when the registry answers.
  // A failure shows in Connect's alert, as when the list asks; the list asks again on showing. (The API's social
  // providers likewise, asked by the shell's chunk on this intent: preloadConnectParts.)
  const onIntent = useCallback(() => {
    void preloadModal(client, true)
    client.loadRecommendedWallets().catch(() => {})
  }, [client])
  return { state, onClick, onIntent }
}
