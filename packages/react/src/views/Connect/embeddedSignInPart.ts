import type { FoyerClient } from '@foyer/core'
import { preloadableView } from '../../modal/preloadableView.ts'
import { embeddedWays } from './embeddedWays.ts'
import { PendingEmbeddedSignIn } from './PendingEmbeddedSignIn.tsx'

const importPart = () => import('./EmbeddedSignIn.tsx')

/**
 * Connect's email field and social logins, a chunk of their own with the embedded wallet's texts: a dapp without
 * the embedded wallet never fetches it, and one with it fetches it with the modal's shell (`preloadConnectParts`).
 * Until it is in, its room is held (`PendingEmbeddedSignIn`).
 */
export const EmbeddedSignInPart = preloadableView(
  () => importPart().then((module) => module.EmbeddedSignIn),
  PendingEmbeddedSignIn,
)

/**
 * What Connect draws for this client beyond the shell, fetched with it so the first open shows it at once: the
 * part, when Connect offers a way in through it, and the social logins' marks when the dapp lists any (a button
 * without its mark is not drawn; not held for, since the buttons also wait for the API's providers). On the
 * visitor's intent (pointing at Connect) the API's social providers are asked for too, as the registry's wallets
 * are, so Connect opens with its social buttons instead of pushing the list down when they arrive; not at idle,
 * where a visitor who never opens the modal would cost the API a call.
 */
export function preloadConnectParts(client: FoyerClient, intent = false): Promise<void> {
  const ways = embeddedWays(client.stores.features.getState(), client.embedded !== undefined)
  if (!ways.email && !ways.socials) return Promise.resolve()
  if (ways.socials) {
    if (intent) client.embedded?.loadSocialProviders().catch(() => {})
    importPart()
      .then((module) => module.loadSocialMarks())
      .catch(() => {})
  }
  return EmbeddedSignInPart.preload()
}
