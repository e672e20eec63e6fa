import type { ChainNamespace } from '../types/network.ts'
import type { FlowContext } from './context.ts'

/** SPEC §9: revoke on disconnect timeout 100 ms. */
export const REVOKE_WAIT_MS = 100

/**
 * After a connection: does sign-in take over the modal (SPEC §4)? Without `siwx` this costs nothing; with it
 * the connecting view gives way to DataCapture or SIWXSignMessage instead of closing and opening again.
 */
export async function signInTakesOver(context: FlowContext): Promise<boolean> {
  if (!context.options.siwx) return false
  try {
    return await (await context.loadSiwx()).checkSignIn(context)
  } catch (error) {
    console.error('[foyer] sign-in check failed', error)
    return false
  }
}

/** SPEC §9: on disconnect, sessions are revoked (all, or one namespace's), waiting at most 100 ms. */
export async function revokeSignInOnDisconnect(context: FlowContext, namespace?: ChainNamespace): Promise<void> {
  if (!context.options.siwx) return
  const revoking = context
    .loadSiwx()
    .then((hooks) => (namespace ? hooks.revokeNamespace(context, namespace) : hooks.revokeAll(context)))
    .catch((error: unknown) => console.warn('[foyer] could not revoke sign-in sessions', error))
  await Promise.race([revoking, new Promise((resolve) => setTimeout(resolve, REVOKE_WAIT_MS))])
}
