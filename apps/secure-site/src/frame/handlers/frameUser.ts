import type { FrameSuccessPayload } from '@foyer/protocol'
import type { FrameContext } from '../frameContext.ts'
import { FrameRequestError } from '../frameRequestError.ts'

/** SPEC §8: asked for the user, or to sign, without a login or a rebuilt wallet. */
export const NOT_CONNECTED = 'Not connected to email or social'

/** The GET_USER answer for the rebuilt wallet, on the chain the app named (else the active EVM chain): both accounts, EOA only until smart accounts exist (issue 13). */
export function frameUser(context: FrameContext, chainId?: number | string): FrameSuccessPayload<'GET_USER'> {
  const { wallet, session } = context.state
  if (!wallet || !session) throw new FrameRequestError(NOT_CONNECTED)
  return {
    ...(session.email !== null && { email: session.email }),
    ...(session.userName !== undefined && { userName: session.userName }),
    address: wallet.signers.evm.address,
    chainId: chainId ?? context.state.evmChainId,
    accounts: [
      { namespace: 'eip155', address: wallet.signers.evm.address, type: 'eoa' },
      { namespace: 'solana', address: wallet.signers.solana.address, type: 'eoa' },
    ],
    preferredAccountType: 'eoa',
  }
}

/** Forgets the keys (zeroing what can be zeroed) and the token; the device share stays for the next login. */
export function forgetLogin(context: FrameContext): void {
  const { wallet } = context.state
  if (wallet) {
    wallet.keys.solana.secretKey.fill(0)
    context.state.wallet = undefined
  }
  context.state.session = undefined
  context.state.login = {}
  context.storage.clearToken()
  context.state.signOut.abort()
  context.state.signOut = new AbortController()
}
