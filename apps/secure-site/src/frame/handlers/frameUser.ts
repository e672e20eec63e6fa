import type { FrameSuccessPayload } from '@foyer/protocol'
import type { FrameContext } from '../frameContext.ts'
import { FrameRequestError, NOT_CONNECTED } from '../frameRequestError.ts'
import { forgetSmartAccounts, isSmartAccountChain, preferredAccountType, smartAccountOn } from '../smartAccounts.ts'

export { NOT_CONNECTED }

/**
 * The GET_USER answer for the rebuilt wallet, on the chain the app named (else the active EVM chain): the EVM
 * account that acts there (the smart account when the visitor chose it and the chain has a bundler), every
 * account the visitor has there, the type in effect and whether the smart account is deployed yet. A preferred
 * type the app sends (GET_USER, CONNECT_SOCIAL: its stored choice, else its `defaultAccountTypes`, SPEC §9) is
 * remembered as SET_PREFERRED_ACCOUNT would, and acts only where the chain has smart accounts.
 */
export async function frameUser(
  context: FrameContext,
  chainId?: number | string,
  preferred?: 'eoa' | 'smartAccount',
): Promise<FrameSuccessPayload<'GET_USER'>> {
  const { wallet, session } = context.state
  if (!wallet || !session) throw new FrameRequestError(NOT_CONNECTED)
  if (preferred) context.storage.saveAccountType(wallet.signers.evm.address, preferred)
  const eoa = wallet.signers.evm.address
  // Where the smart account cannot be read (API or node down) the visitor acts with the ordinary account meanwhile.
  const evmChainId = context.state.evmChainId
  const enabled = await isSmartAccountChain(context, evmChainId).catch(() => false)
  const smart = enabled ? await smartAccountOn(context, evmChainId).catch(() => undefined) : undefined
  const type = smart && preferredAccountType(context) === 'smartAccount' ? 'smartAccount' : 'eoa'
  return {
    ...(session.email !== null && { email: session.email }),
    ...(session.userName !== undefined && { userName: session.userName }),
    address: type === 'smartAccount' && smart ? smart.address : eoa,
    chainId: chainId ?? context.state.evmChainId,
    accounts: [
      { namespace: 'eip155', address: eoa, type: 'eoa' },
      ...(smart ? [{ namespace: 'eip155' as const, address: smart.address, type: 'smartAccount' as const }] : []),
      { namespace: 'solana', address: wallet.signers.solana.address, type: 'eoa' },
    ],
    preferredAccountType: type,
    ...(smart ? { smartAccountDeployed: await smart.isDeployed().catch(() => false) } : {}),
  }
}

/** Forgets the keys (zeroing what can be zeroed) and the token; the device share stays for the next login. */
export function forgetLogin(context: FrameContext): void {
  const { wallet } = context.state
  if (wallet) {
    wallet.keys.solana.secretKey.fill(0)
    context.state.wallet = undefined
  }
  forgetSmartAccounts(context)
  context.state.session = undefined
  context.state.login = {}
  context.storage.clearToken()
  context.state.signOut.abort()
  context.state.signOut = new AbortController()
}
