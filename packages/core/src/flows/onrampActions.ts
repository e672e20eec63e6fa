import { loadOnce } from '../chunks/loadOnce.ts'
import type { OnrampActions } from '../onramp/onrampTypes.ts'
import type { OnrampDeps } from './onrampDeps.ts'

type OnrampFlows = typeof import('./onrampFlows.ts')

export type { OnrampDeps }

const NAMES = [
  'loadOptions',
  'setAmount',
  'setFiatCurrency',
  'setPaymentMethod',
  'setPurchaseCurrency',
  'buy',
  'reopen',
  'stopWaiting',
  'reset',
] as const satisfies readonly (keyof OnrampActions)[]

/**
 * The on-ramp actions, all in their own chunk, so a page that never buys carries only these lines. OnRamp loads the
 * chunk as it opens; by the time Buy is pressed it is here, and the popup opens within the click as browsers require.
 */
export function createOnrampActions(deps: OnrampDeps): OnrampActions {
  let actions: OnrampActions | undefined
  // A failed chunk load is tried again by the next action.
  const load = loadOnce(
    (): Promise<OnrampActions> =>
      import('./onrampFlows.ts').then((module: OnrampFlows) => {
        actions = module.onrampActions(deps)
        return actions
      }),
  )
  const forward =
    (name: (typeof NAMES)[number]) =>
    (...args: unknown[]): unknown => {
      // biome-ignore lint/suspicious/noExplicitAny: one forwarder for every action; OnrampActions types the result
      const call = (target: OnrampActions) => (target[name] as (...a: unknown[]) => any)(...args)
      return actions ? call(actions) : load().then(call)
    }
  return Object.fromEntries(NAMES.map((name) => [name, forward(name)])) as unknown as OnrampActions
}
