import type { ApiClient } from '../api/apiClient.ts'
import type { AlertsController } from '../controllers/alertsController.ts'
import type { NamesController } from '../controllers/namesController.ts'
import type { RegistryController } from '../controllers/registryController.ts'
import type { SwapController } from '../controllers/swapController.ts'
import type { TokensController } from '../controllers/tokensController.ts'
import type { FlowContext } from './context.ts'

/**
 * What the API-backed flows touch beside the rest. `api` is set when their chunk loads, and only with an apiUrl
 * and a projectId: without it the API features are off (no calls).
 */
export interface ApiFlowContext extends FlowContext {
  api: ApiClient | undefined
  alerts: AlertsController
  registry: RegistryController
  tokens: TokensController
  /** The swap form and its review (issue 14). */
  swap: SwapController
  /** RegisterAccountName's form: suggestions and the registration (SPEC §4). */
  names: NamesController
}
