import SafeAppsSDK, { type SafeInfo } from '@safe-global/safe-apps-sdk'
import type { Eip1193Provider } from '../../eip1193.ts'
import { withSafeAccounts } from './safeAccounts.ts'

// Loaded only inside a frame that may be a Safe: the Safe Apps SDK and its provider are this chunk.

export interface SafeHost {
  /** The Safe the parent frame says it is, or undefined when it does not answer within the timeout. */
  info(): Promise<SafeInfo | undefined>
  /** The Safe's EIP-1193 provider: reads go through the Safe's node, transactions to the Safe's queue. */
  provider(): Promise<Eip1193Provider>
}

/**
 * The Safe Apps SDK speaking to the parent frame: it answers only messages whose source is the parent window and
 * whose origin one of `allowedDomains` matches (docs/connectors-safe.md).
 */
export function createSafeHost(options: { allowedDomains: readonly RegExp[]; timeoutMs: number }): SafeHost {
  const sdk = new SafeAppsSDK({ allowedDomains: [...options.allowedDomains] })
  let answered: Promise<SafeInfo> | undefined

  const info = async (): Promise<SafeInfo | undefined> => {
    // A parent that is not a Safe never answers: the SDK would wait forever.
    const asking = answered ?? sdk.safe.getInfo()
    let stopTimer = () => {}
    const timeout = new Promise<undefined>((resolve) => {
      const timer = setTimeout(resolve, options.timeoutMs)
      stopTimer = () => clearTimeout(timer)
    })
    const safe = await Promise.race([asking, timeout]).finally(() => stopTimer())
    // Only an answer is kept: a Safe that was slow once is asked again next time.
    if (safe) answered = asking
    return safe
  }

  return {
    info,
    async provider() {
      const safe = await info()
      if (!safe) throw new Error('The page is not inside a Safe: its parent frame did not answer as one')
      // CommonJS with an EventEmitter; it loads with this chunk, never with the page.
      const { SafeAppProvider } = await import('@safe-global/safe-apps-provider')
      return withSafeAccounts(new SafeAppProvider(safe, sdk))
    },
  }
}
