import type { FrameContext } from './frameContext.ts'
import { farcasterHandlers } from './handlers/farcasterHandlers.ts'
import { networkHandlers } from './handlers/networkHandlers.ts'
import { reloadHandler } from './handlers/reloadHandler.ts'
import { rpcHandlers } from './handlers/rpcHandlers.ts'
import { sessionHandlers } from './handlers/sessionHandlers.ts'
import { socialHandlers } from './handlers/socialHandlers.ts'
import { createLoginSession } from './loginSession.ts'
import type { RequestHandlers } from './portDispatcher.ts'

/** Every request the frame answers, one group per file. */
export function frameHandlers(
  context: FrameContext,
  page: { userAgent: string; root: { dataset: DOMStringMap }; reload(): void },
): RequestHandlers {
  // One login session for every way in: the email and the social logins share its single unlock.
  const login = createLoginSession(context)
  return {
    ...sessionHandlers(context, page.userAgent, login),
    ...networkHandlers(context, page.root),
    ...rpcHandlers(context),
    ...socialHandlers(context, login),
    ...farcasterHandlers(context, page.userAgent, login),
    ...reloadHandler(page.reload),
  }
}
