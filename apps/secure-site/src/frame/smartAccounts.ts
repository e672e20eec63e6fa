import { ENTRY_POINT_07 } from '../signers/entryPoint.ts'
import type { SmartAccountSigner } from '../signers/smartAccountSigner.ts'
import type { SmartAccountsConfig } from './embeddedApiAnswers.ts'
import type { FrameContext } from './frameContext.ts'
import { FrameRequestError, NOT_CONNECTED } from './frameRequestError.ts'

export type AccountType = 'eoa' | 'smartAccount'

/** SET_PREFERRED_ACCOUNT smartAccount (or a smart-account request) on a chain without a bundler. */
export function notEnabledOn(chainId: number): FrameRequestError {
  return new FrameRequestError(`Smart accounts are not enabled on chain ${chainId}`)
}

function smartAccountState(context: FrameContext) {
  context.state.smartAccounts ??= { signers: new Map() }
  return context.state.smartAccounts
}

/** The API's smart-account chains, asked once per page; a failed answer is asked again next time. */
export function smartAccountsConfig(context: FrameContext): Promise<SmartAccountsConfig> {
  const state = smartAccountState(context)
  if (!state.config) {
    state.config = context.api.smartAccounts()
    state.config.catch(() => {
      if (context.state.smartAccounts) context.state.smartAccounts.config = undefined
    })
  }
  return state.config
}

export async function isSmartAccountChain(context: FrameContext, chainId: number): Promise<boolean> {
  return (await smartAccountsConfig(context)).smartAccountEnabledNetworks.includes(chainId)
}

/** The visitor's smart account on `chainId`, built once per chain and page; refused where the chain has none. */
export async function smartAccountOn(context: FrameContext, chainId: number): Promise<SmartAccountSigner> {
  const wallet = context.state.wallet
  if (!wallet) throw new FrameRequestError(NOT_CONNECTED)
  const config = await smartAccountsConfig(context)
  const network = config.networks.find((each) => each.chainId === chainId)
  if (!network || !config.smartAccountEnabledNetworks.includes(chainId)) throw notEnabledOn(chainId)
  // The account (Solady's ERC4337) trusts EntryPoint 0.7 alone; a server naming another would get nothing done.
  if (config.entryPointAddress.toLowerCase() !== ENTRY_POINT_07.toLowerCase()) {
    throw new FrameRequestError(`Smart accounts need EntryPoint 0.7; the server names ${config.entryPointAddress}`)
  }
  const { signers } = smartAccountState(context)
  let signer = signers.get(chainId)
  if (!signer) {
    // Viem's account abstraction loads with the first smart account: a visitor on chains without a bundler never
    // fetches it.
    signer = import('../signers/smartAccountSigner.ts').then(({ createSmartAccountSigner }) =>
      createSmartAccountSigner({
        privateKey: wallet.keys.evm.privateKey,
        chainId,
        factoryAddress: network.factoryAddress,
        chain: context.rpc(chainId),
        bundler: context.bundler(chainId),
      }),
    )
    signers.set(chainId, signer)
    signer.catch(() => signers.delete(chainId))
  }
  return signer
}

/** What the visitor chose for their key, remembered in the frame's storage; the ordinary account until they choose. */
export function preferredAccountType(context: FrameContext): AccountType {
  const wallet = context.state.wallet
  return wallet ? (context.storage.accountType(wallet.signers.evm.address) ?? 'eoa') : 'eoa'
}

/**
 * The account that acts on `chainId`: the smart account when the visitor prefers it and the chain has a bundler
 * (SPEC §4: a smart account only on a smart-account-enabled network), else the ordinary one.
 */
export async function activeEvmAccount(
  context: FrameContext,
  chainId: number,
): Promise<{ type: 'eoa' } | { type: 'smartAccount'; signer: SmartAccountSigner }> {
  if (preferredAccountType(context) !== 'smartAccount') return { type: 'eoa' }
  if (!(await isSmartAccountChain(context, chainId).catch(() => false))) return { type: 'eoa' }
  return { type: 'smartAccount', signer: await smartAccountOn(context, chainId) }
}

/** Forgets the visitor's smart accounts with their keys (sign-out); the chains' config stays. */
export function forgetSmartAccounts(context: FrameContext): void {
  context.state.smartAccounts?.signers.clear()
}
