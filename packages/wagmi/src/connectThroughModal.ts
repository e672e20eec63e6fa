import { type FoyerClient, FoyerError } from '@foyer/core'
import { UserRejectedRequestError } from 'viem'
import { evmConnectionOf } from './evmConnection.ts'

const isConnected = (client: FoyerClient) =>
  evmConnectionOf(client.stores.accounts.getState(), client.stores.chains.getState()).address !== undefined

/**
 * Opens Foyer's modal at Connect and settles with the visitor's choice: resolves once an EVM account is in use,
 * rejects with wagmi's UserRejectedRequestError (its cause SPEC §8 'Modal closed') when the modal closes without one.
 */
export function connectThroughModal(client: FoyerClient): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      stopFollowing()
      stopWaitingForClose()
    }
    const stopFollowing = client.stores.accounts.subscribe(() => {
      if (!isConnected(client)) return
      stop()
      resolve()
    })
    const stopWaitingForClose = client.on('MODAL_CLOSE', () => {
      if (isConnected(client)) return
      stop()
      reject(new UserRejectedRequestError(new FoyerError('MODAL_CLOSED')))
    })
    client.open({ view: 'Connect' })
  })
}
