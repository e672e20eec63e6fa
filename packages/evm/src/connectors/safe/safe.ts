import { loadOnce } from '@foyer/core'
import type { EvmConnector } from '../evmConnector.ts'
import { type FrameWindow, isFramed, parentMayBeSafe } from './safeFrame.ts'
import type { SafeHost } from './safeHost.ts'
import { SAFE_ICON } from './safeIcon.ts'

export const SAFE_CONNECTOR_ID = 'safe'

/** Safe{Wallet}'s own web app. A dapp listed in a self-hosted Safe names that host's origin instead. */
export const SAFE_WALLET_ORIGINS: readonly RegExp[] = [/^https:\/\/app\.safe\.global$/]

/** How long the parent frame has to answer getSafeInfo before the page is taken for not being in a Safe. */
const SAFE_INFO_TIMEOUT_MS = 1000

export interface SafeOptions {
  /**
   * The origins of the Safe web apps the dapp trusts (the Safe Apps SDK's `allowedDomains`): a message from any
   * other origin is ignored. Default: Safe{Wallet}, `https://app.safe.global`.
   */
  allowedDomains?: readonly RegExp[]
  /** How long the parent has to answer getSafeInfo, in ms. Default 1000. */
  infoTimeoutMs?: number
  /** The page's window (tests hand in a frame's). */
  window?: FrameWindow
}

/**
 * Safe (SPEC §1, §6): a dapp run as a Safe App inside the Safe's web app connects to the Safe by itself. Listed
 * only in a frame; its SDK loads only there. Transactions sent through it are proposed to the Safe's queue and
 * execute when its owners have signed, so a send answers a safeTxHash, never a transaction hash.
 */
export function safe(options: SafeOptions = {}): EvmConnector {
  const allowedDomains = options.allowedDomains ?? SAFE_WALLET_ORIGINS
  const page = () => options.window ?? window
  const available = () => typeof window !== 'undefined' && isFramed(page()) && parentMayBeSafe(page(), allowedDomains)
  // A chunk that failed to load (offline) is tried again on the next ask.
  const safeHost = loadOnce(
    (): Promise<SafeHost> =>
      import('./safeHost.ts').then(({ createSafeHost }) =>
        createSafeHost({ allowedDomains, timeoutMs: options.infoTimeoutMs ?? SAFE_INFO_TIMEOUT_MS }),
      ),
  )

  return {
    connector: { id: SAFE_CONNECTOR_ID, name: 'Safe', type: 'EXTERNAL', chain: 'eip155', imageUrl: SAFE_ICON },
    queuesTransactions: true,
    isAvailable: available,
    async connectsByItself() {
      if (!available()) return false
      return (await (await safeHost()).info()) !== undefined
    },
    open: async () => (await safeHost()).provider(),
  }
}
