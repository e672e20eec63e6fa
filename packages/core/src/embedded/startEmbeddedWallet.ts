import type { EmbeddedContext } from './embeddedContext.ts'
import { watchEmbeddedWallet } from './frameVisibility.ts'
import { smartAccountNetworksItem } from './smartAccountNetworksStorage.ts'
import { finishSocial } from './socialStart.ts'

/**
 * At start: what the login cache knows of the visitor (SPEC §4) — the email, or a social or Farcaster login's
 * username and provider — back in the stores, the stored smart-account networks, and the frame's events followed;
 * then a social login by full-page redirect that came back to this page completes.
 */
export function startEmbeddedWallet(context: EmbeddedContext): () => void {
  const { storage, embedded } = context
  const signedIn = storage.emailLoginUsed.get() === true
  const stored = signedIn ? storage.email.get() : undefined
  if (stored && embedded.getState().email === undefined) embedded.setState({ email: stored })
  // A social or Farcaster login's username, kept in the same login cache (SPEC §3 stored social username).
  const userName = signedIn ? storage.socialUsername.get() : undefined
  if (userName && embedded.getState().userName === undefined) embedded.setState({ userName })
  if (signedIn) restoreSocialProvider(context)
  // SPEC §3: the smart-account networks the frame named last time, until it names them again.
  const networks = smartAccountNetworksItem(storage).get()
  if (networks && embedded.getState().smartAccountEnabledNetworks === undefined) {
    embedded.setState({ smartAccountEnabledNetworks: networks })
  }
  const stop = watchEmbeddedWallet(context)
  const socialReturn = context.embeddedWallet.takeSocialReturn()
  if (socialReturn) finishSocial(context, socialReturn)
  return stop
}

/**
 * SPEC §3 per-chain socialProvider, for the namespaces the stored connections give to the embedded wallet: the
 * reconnect that follows keeps it (it merges into the account), a failed one resets the account and drops it.
 */
function restoreSocialProvider(context: EmbeddedContext): void {
  const provider = context.storage.socialProvider.get()
  if (!provider) return
  const { connectorId } = context.embeddedWallet
  for (const namespace of context.adapters.keys()) {
    if (context.storage.connectedConnectorIds.get(namespace) !== connectorId) continue
    if (context.accounts.get(namespace).socialProvider === undefined) {
      context.accounts.update(namespace, { socialProvider: provider })
    }
  }
}
