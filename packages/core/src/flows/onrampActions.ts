import type { OnrampController } from '../controllers/onrampController.ts'
import type { OnrampActions } from '../onramp/onrampTypes.ts'
import { openOnrampWindow } from '../onramp/onrampWindow.ts'
import type { ApiFlows } from './apiActions.ts'
import type { ApiFlowContext } from './apiContext.ts'

type OnrampFlows = typeof import('./onrampFlows.ts')

export interface OnrampDeps {
  context: ApiFlowContext
  onramp: OnrampController
  apiFlows: () => Promise<ApiFlows | undefined>
}

/**
 * The on-ramp actions. Their flows load on demand (one chunk), so a page that never buys never loads them; the
 * popup opens here, synchronously, because browsers allow it only within the visitor's click.
 */
export function createOnrampActions(deps: OnrampDeps): OnrampActions {
  let flows: Promise<OnrampFlows> | undefined
  const load = (): Promise<OnrampFlows> => {
    flows ??= import('./onrampFlows.ts').catch((error: unknown) => {
      flows = undefined // a failed chunk load is tried again by the next action
      throw error
    })
    return flows
  }
  const run = (action: (module: OnrampFlows) => unknown) =>
    void load()
      .then(action)
      .catch((error: unknown) => console.warn('[foyer] on-ramp', error))
  return {
    loadOptions: () => load().then((module) => module.loadOnrampOptions(deps)),
    setAmount: (amount) => {
      deps.onramp.update({ fiatAmount: amount })
      run((module) => module.requestQuote(deps))
    },
    setFiatCurrency: (currency) => {
      deps.onramp.update({ fiatCurrency: currency })
      run((module) => module.requestQuote(deps))
    },
    setPaymentMethod: (method) => {
      deps.onramp.update({ paymentMethod: method })
      run((module) => module.requestQuote(deps))
    },
    setPurchaseCurrency: (currencyId) => {
      deps.onramp.update({ purchaseCurrency: currencyId })
      run((module) => module.requestQuote(deps))
    },
    buy: () => {
      const popup = openOnrampWindow()
      return load().then((module) => module.buy(deps, popup))
    },
    reopen: () => {
      const popup = deps.onramp.get().order?.url ? openOnrampWindow() : null
      run((module) => module.reopened(deps, popup))
    },
    stopWaiting: () => run((module) => module.stopWaiting(deps)),
    reset: () => {
      run((module) => module.stopWaiting(deps))
      deps.onramp.reset()
    },
  }
}
