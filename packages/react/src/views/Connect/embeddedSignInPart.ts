import type { FoyerClient } from '@foyer/core'
import { preloadableView } from '../../modal/preloadableView.ts'
import { embeddedWays } from './embeddedWays.ts'

/**
 * Connect's email field and social logins, a chunk of their own with the embedded wallet's texts: a dapp without
 * the embedded wallet never fetches it, and one with it fetches it with the modal's shell (`preloadConnectParts`).
 */
export const EmbeddedSignInPart = preloadableView(() =>
  import('./EmbeddedSignIn.tsx').then((module) => module.EmbeddedSignIn),
)

/**
 * What Connect draws for this client beyond the shell, fetched with it so the first open shows it at once: the
 * part, and the social logins' marks when the dapp lists any (a button without its mark is not drawn). On the
 * visitor's intent (pointing at Connect) the API's social providers are asked for too, as the registry's wallets
 * are, so Connect opens with its social buttons instead of pushing the list down when they arrive; not at idle,
 * where a visitor who never opens the modal would cost the API a call.
 */
export function preloadConnectParts(client: FoyerClient, intent = false): Promise<void> {
  if (!client.embedded) return Promise.resolve()
  const { socials } = embeddedWays(client.stores.features.getState(), true)
  if (socials && intent) client.embedded.loadSocialProviders().catch(() => {})
  // The marks come after the part, not held for: the social buttons also wait for the API's providers.
  const part = EmbeddedSignInPart.preload()
  if (socials) {
    part.then(() => import('./EmbeddedSignIn.tsx').then((module) => module.loadSocialMarks())).catch(() => {})
  }
  return part
}
