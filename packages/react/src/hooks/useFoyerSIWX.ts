import { FoyerError, type SiwxSession, type SiwxState, type SiwxStatus } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyerClient } from './useFoyerClient.ts'
import { useStoreValue } from './useStoreValue.ts'

export interface UseFoyerSIWX {
  /** The active account's session on the active network, when it is signed in. */
  session: SiwxSession | undefined
  status: SiwxStatus
  error: FoyerError | undefined
  /** The dapp made sign-in required: cancelling disconnects and the sign view cannot be closed (SPEC §4). */
  required: boolean
  /** The dapp configured `siwx`. */
  enabled: boolean
  /**
   * Asks the visitor to sign in. It only opens the modal — at SIWXSignMessage when a wallet is connected (at
   * DataCapture first when email capture is on), at Connect otherwise (sign-in follows the connection, SPEC §4)
   * — and resolves at once: the visitor presses Sign, and the outcome arrives in `session`, `status` and
   * `error`. With a session already, it does nothing.
   * Rejects with 'SIWX is not enabled' when the dapp did not configure `siwx` (SPEC §5).
   */
  signIn(): Promise<void>
  /** Ends the active account's session on this network; with sign-in required, the wallet disconnects too. */
  signOut(): Promise<void>
}

const selectSiwx = (state: SiwxState) => state

/** Sign in with the wallet (SIWX): the active account's session and the two actions a dapp needs. */
export function useFoyerSIWX(): UseFoyerSIWX {
  const client = useFoyerClient()
  const siwx = useStoreValue(client.stores.siwx, selectSiwx)

  const signIn = useCallback(async () => {
    const { enabled, session } = client.stores.siwx.getState()
    if (!enabled) throw new FoyerError('SIWX_NOT_ENABLED')
    if (session) return
    const namespace = client.stores.chains.getState().activeNamespace
    if (client.stores.accounts.getState()[namespace]?.status !== 'connected') {
      client.open({ view: 'Connect' })
      return
    }
    // SPEC §4: with email capture on, the email comes first unless it was confirmed already (as core decides).
    const needsEmail =
      client.stores.features.getState().emailCapture && !client.stores.dataCapture.getState().emailToken
    client.open({ view: needsEmail ? 'DataCapture' : 'SIWXSignMessage' })
  }, [client])
  const signOut = useCallback(() => client.siwx.signOut(), [client])

  return {
    session: siwx.session,
    status: siwx.status,
    error: siwx.error,
    required: siwx.required,
    enabled: siwx.enabled,
    signIn,
    signOut,
  }
}
