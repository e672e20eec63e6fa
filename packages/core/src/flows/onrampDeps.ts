import type { OnrampController } from '../controllers/onrampController.ts'
import type { ApiFlows } from './apiActions.ts'
import type { ApiFlowContext } from './apiContext.ts'

/** What the on-ramp flows touch: the client's context, the on-ramp store and the API flows' chunk. */
export interface OnrampDeps {
  context: ApiFlowContext
  onramp: OnrampController
  apiFlows: () => Promise<ApiFlows | undefined>
}
