import type { EmbeddedContext } from './embeddedContext.ts'
import { watchEmbeddedWallet } from './frameVisibility.ts'

/** At start: the account's email from the login cache (SPEC §4), and the frame's events followed. */
export function startEmbeddedWallet(context: EmbeddedContext): () => void {
  const stored = context.storage.emailLoginUsed.get() ? context.storage.email.get() : undefined
  if (stored && context.embedded.getState().email === undefined) context.embedded.setState({ email: stored })
  const userName = context.storage.socialUsername.get()
  if (userName && context.embedded.getState().userName === undefined) context.embedded.setState({ userName })
  return watchEmbeddedWallet(context)
}
