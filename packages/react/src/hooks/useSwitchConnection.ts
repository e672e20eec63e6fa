import type { ChainNamespace } from '@foyer/core'
import { useCallback } from 'react'
import { type ActionState, useAction } from './useAction.ts'
import { useFoyerClient } from './useFoyerClient.ts'

export interface UseSwitchConnection extends ActionState<void> {
  /** Makes one of the visitor's wallets the one in use (SPEC §4 switching connections). */
  switchConnection(connectorId: string): Promise<void>
}

/** Switches between the visitor's wallets on a namespace (default the one shown). */
export function useSwitchConnection(options: { namespace?: ChainNamespace } = {}): UseSwitchConnection {
  const client = useFoyerClient()
  const { namespace } = options
  const run = useCallback(
    (connectorId: string) => client.switchConnection(connectorId, namespace ? { namespace } : {}),
    [client, namespace],
  )
  const [switchConnection, state] = useAction(run)
  return { switchConnection, ...state }
}
