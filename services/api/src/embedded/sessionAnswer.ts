import type { EmbeddedSession } from '@foyer/protocol'
import type { LiveSession } from './sessionStore.ts'

/** The session as the frame reads it: the token it holds, when it ends, the address, the social name and the wallet, if any. */
export function sessionAnswer(session: LiveSession): EmbeddedSession {
  const { account } = session
  const wallet =
    account.addresses && account.commitment && account.recovery
      ? { addresses: account.addresses, commitment: account.commitment, recovery: account.recovery }
      : null
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    email: account.email,
    ...(session.userName !== undefined && { userName: session.userName }),
    wallet,
  }
}
