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

/** An EVM chain id from `1`, `'1'` or `'eip155:1'`; undefined for anything else (a Solana network). */
export function evmChainIdOf(chainId: number | string): number | undefined {
  if (typeof chainId === 'number') return chainId
  const match = /^(?:eip155:)?(\d{1,16})$/.exec(chainId)
  const id = match ? Number(match[1]) : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

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
      const solana = /^(?:solana:)?([1-9A-HJ-NP-Za-km-z]{32})$/.exec(String(chainId))?.[1]
      if (!solana) throw new FrameRequestError('Network not supported')
      state.solanaNetwork = `solana:${solana}`
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
