import type { EmbeddedContext } from './embeddedContext.ts'
import { watchEmbeddedWallet } from './frameVisibility.ts'
import { smartAccountNetworksItem } from './smartAccountNetworksStorage.ts'

/**
 * At start: the account's email or social username from the login cache (SPEC §4), the stored smart-account
 * networks, and the frame's events followed.
 */
export function startEmbeddedWallet(context: EmbeddedContext): () => void {
  const stored = context.storage.emailLoginUsed.get() ? context.storage.email.get() : undefined
  if (stored && context.embedded.getState().email === undefined) context.embedded.setState({ email: stored })
  // A social or Farcaster login's username, kept in the same login cache (SPEC §3 stored social username).
  const userName = context.storage.emailLoginUsed.get() ? context.storage.socialUsername.get() : undefined
  if (userName && context.embedded.getState().userName === undefined) context.embedded.setState({ userName })
  // SPEC §3: the smart-account networks the frame named last time, until it names them again.
  const networks = smartAccountNetworksItem(context.storage).get()
  if (networks && context.embedded.getState().smartAccountEnabledNetworks === undefined) {
    context.embedded.setState({ smartAccountEnabledNetworks: networks })
  }
  return watchEmbeddedWallet(context)
}
