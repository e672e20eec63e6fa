import type { FrameContext } from './frameContext.ts'
import { farcasterHandlers } from './handlers/farcasterHandlers.ts'
import { networkHandlers } from './handlers/networkHandlers.ts'
import { reloadHandler } from './handlers/reloadHandler.ts'
import { rpcHandlers } from './handlers/rpcHandlers.ts'
import { sessionHandlers } from './handlers/sessionHandlers.ts'
import { socialHandlers } from './handlers/socialHandlers.ts'
import type { RequestHandlers } from './portDispatcher.ts'

/** Every request the frame answers, one group per file. */
export function frameHandlers(
  context: FrameContext,
  page: { userAgent: string; root: { dataset: DOMStringMap }; reload(): void },
): RequestHandlers {
  return {
    ...sessionHandlers(context, page.userAgent),
    ...networkHandlers(context, page.root),
    ...rpcHandlers(context),
    ...socialHandlers(),
    ...farcasterHandlers(context, page.userAgent),
    ...reloadHandler(page.reload),
  }
}
