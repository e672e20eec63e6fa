import type { FoyerClient } from '@foyer/core'

/** The visitor gives up the change: core drops it, and the modal shows what was before (Account). */
export function leaveUpdate(client: FoyerClient): void {
  client.embedded?.cancelUpdateEmail()
  if (client.stores.router.getState().view === 'UpdateEmailWallet') client.goBack()
}
