import { SOCIAL_RESULT_PAGE_PATH } from '@foyer/protocol'
import { base64urlnopad } from '@scure/base'
import { evmChainIdOf, solanaNetworkOf } from '../chainIds.ts'
import type { FrameContext } from '../frameContext.ts'
import { FrameRequestError } from '../frameRequestError.ts'
import type { LoginSession } from '../loginSession.ts'
import type { RequestHandlers } from '../portDispatcher.ts'
import { frameUser } from './frameUser.ts'

type SocialHandlers = Pick<RequestHandlers, 'CONNECT_SOCIAL' | 'GET_SOCIAL_REDIRECT_URI'>

/** SPEC §8: whatever went wrong with a social login, the app shows this. */
export const SOCIAL_FAILED = 'Failed to initiate social connection'

/**
 * The social login (docs/secure-site.md "Social login"): the frame starts it with a secret of its own, the app
 * walks the visitor through the provider in a popup — or, where popups cannot be used, by sending its whole page
 * there and back — and the frame redeems the result with that secret, then goes on exactly as after an email login
 * (loginSession.ts). A redirect login's page, and this frame with it, is gone by the time the result comes: its
 * secret waits in this tab's storage for the frame of the page the visitor comes back to.
 */
export function socialHandlers(context: FrameContext, login: LoginSession): SocialHandlers {
  const { api, state, storage } = context
  return {
    async GET_SOCIAL_REDIRECT_URI({ provider, redirect }) {
      // The app may only come back to itself: the page it names must be on the origin the handshake proved.
      if (redirect && !onOrigin(redirect.returnUrl, context.parentOrigin)) throw new FrameRequestError(SOCIAL_FAILED)
      const binding = base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))
      try {
        const { uri } = await api.socialStart({
          provider,
          binding,
          origin: context.parentOrigin,
          ...(redirect ? { redirect } : {}),
        })
        state.login = { socialBinding: binding }
        if (redirect) storage.keepRedirectBinding(binding)
        return { uri }
      } catch {
        throw new FrameRequestError(SOCIAL_FAILED)
      }
    },

    async CONNECT_SOCIAL({ uri, chainId, preferredAccountType }) {
      // This page's own login, else the one a redirect left in this tab; both are spent here whatever follows.
      const kept = storage.takeRedirectBinding()
      const binding = state.login.socialBinding ?? kept
      const result = resultOf(uri, api.origin)
      if (!binding || !result) throw new FrameRequestError(SOCIAL_FAILED)
      // Spent here whatever the answer: a result is good once, and only with this login's binding.
      state.login = {}
      const evm = chainId === undefined ? undefined : evmChainIdOf(chainId)
      const solana = solanaNetworkOf(chainId)
      if (evm !== undefined) state.evmChainId = evm
      if (solana) state.solanaNetwork = solana
      let session: Awaited<ReturnType<typeof api.socialRedeem>>
      try {
        session = await api.socialRedeem({ result, binding, deviceId: storage.deviceId() })
      } catch {
        throw new FrameRequestError(SOCIAL_FAILED)
      }
      // Whoever was logged in on this page before goes with their keys; the new login rebuilds its own.
      if (state.wallet) {
        state.wallet.keys.solana.secretKey.fill(0)
        state.wallet = undefined
      }
      login.keep(session)
      await login.unlockOnce()
      return frameUser(context, evm ?? (solana ? chainId : undefined), preferredAccountType)
    },
  }
}

function onOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin
  } catch {
    return false
  }
}

/** The opaque result in the popup's `resultUri`, only if it is the secure site's own result URL. */
function resultOf(uri: string, siteOrigin: string): string | undefined {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return undefined
  }
  if (url.origin !== siteOrigin || url.pathname !== SOCIAL_RESULT_PAGE_PATH) return undefined
  const result = url.searchParams.get('result') ?? ''
  return /^[A-Za-z0-9_-]{32,128}$/.test(result) ? result : undefined
}
