import type { FoyerClient } from '@foyer/core'
import { preloadableView } from '../../modal/preloadableView.ts'

/**
 * Connect's email field and social logins, a chunk of their own with the embedded wallet's texts: a dapp without
 * the embedded wallet never fetches it, and one with it fetches it with the modal's shell (`preloadConnectParts`).
 */
export const EmbeddedSignInPart = preloadableView(() =>
  import('./EmbeddedSignIn.tsx').then((module) => module.EmbeddedSignIn),
)

/** What Connect draws for this client beyond the shell, fetched with it so the first open shows it at once. */
export function preloadConnectParts(client: FoyerClient): Promise<void> {
  return client.embedded ? EmbeddedSignInPart.preload() : Promise.resolve()
}
