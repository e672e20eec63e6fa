import { evmChainIdOf, solanaNetworkOf } from '../chainIds.ts'
import type { FrameContext } from '../frameContext.ts'
import { FrameRequestError } from '../frameRequestError.ts'
import type { RequestHandlers } from '../portDispatcher.ts'
import { frameUser } from './frameUser.ts'

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

/** Issue 13 adds smart accounts; until then the frame says so rather than pretending. */
export const SMART_ACCOUNTS_DISABLED = 'Smart accounts are not enabled'

/** The active networks, the dapp's data and theme, and the account type (EOA only). */
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
      return { smartAccountEnabledNetworks: [] }
    },
    async SET_PREFERRED_ACCOUNT({ type }) {
      if (type !== 'eoa') throw new FrameRequestError(SMART_ACCOUNTS_DISABLED)
      return { type, address: frameUser(context).address }
    },
    async INIT_SMART_ACCOUNT() {
      throw new FrameRequestError(SMART_ACCOUNTS_DISABLED)
    },
  }
}
