import { evmChainIdOf, solanaNetworkOf } from '../chainIds.ts'
import type { FrameContext } from '../frameContext.ts'
import { FrameRequestError, NOT_CONNECTED } from '../frameRequestError.ts'
import type { RequestHandlers } from '../portDispatcher.ts'
import { smartAccountOn, smartAccountsConfig } from '../smartAccounts.ts'

type NetworkHandlers = Pick<
  RequestHandlers,
  | 'SWITCH_NETWORK'
  | 'GET_CHAIN_ID'
  | 'SYNC_DAPP_DATA'
  | 'SYNC_THEME'
  | 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'
  | 'SET_PREFERRED_ACCOUNT'
  | 'INIT_SMART_ACCOUNT'
>

/** The active networks, the dapp's data and theme, and the account type (the ordinary account or the smart one). */
export function networkHandlers(context: FrameContext, root: { dataset: DOMStringMap }): NetworkHandlers {
  const { state } = context
  return {
    async SWITCH_NETWORK({ chainId }) {
      const evm = evmChainIdOf(chainId)
      if (evm !== undefined) {
        state.evmChainId = evm
        return { chainId: evm }
      }
      const solana = solanaNetworkOf(chainId)
      if (!solana) throw new FrameRequestError('Network not supported')
      state.solanaNetwork = solana
      return { chainId }
    },
    async GET_CHAIN_ID() {
      return { chainId: state.evmChainId }
    },
    // The dapp's own words about itself are not shown: the approval screen names the origin the handshake proved.
    async SYNC_DAPP_DATA() {
      return {}
    },
    async SYNC_THEME({ themeMode }) {
      if (themeMode) root.dataset.theme = themeMode
      return {}
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      const { smartAccountEnabledNetworks } = await smartAccountsConfig(context)
      return { smartAccountEnabledNetworks }
    },
    /** Remembered per visitor (their EVM key) in the frame's storage; smartAccount only on an enabled network. */
    async SET_PREFERRED_ACCOUNT({ type }) {
      const wallet = state.wallet
      if (!wallet) throw new FrameRequestError(NOT_CONNECTED)
      if (type === 'eoa') {
        context.storage.saveAccountType(wallet.signers.evm.address, type)
        return { type, address: wallet.signers.evm.address }
      }
      const signer = await smartAccountOn(context, state.evmChainId)
      context.storage.saveAccountType(wallet.signers.evm.address, type)
      return { type, address: signer.address }
    },
    async INIT_SMART_ACCOUNT() {
      const signer = await smartAccountOn(context, state.evmChainId)
      return { address: signer.address, isDeployed: await signer.isDeployed() }
    },
  }
}
