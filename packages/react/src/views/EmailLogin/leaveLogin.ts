import type { FoyerClient } from '@foyer/core'

/**
 * The visitor walks away from the login: core drops what is half done, and the modal shows what was before
 * EmailLogin unless core already moved it.
 */
export function leaveLogin(client: FoyerClient): void {
  client.embedded?.cancelLogin()
  if (client.stores.router.getState().view === 'EmailLogin') client.goBack()
}
