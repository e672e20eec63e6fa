import { createStore } from 'zustand/vanilla'
import type { OnrampState } from '../onramp/onrampTypes.ts'

/** Where the form starts: SPEC §9's first payment currency and method. */
const EMPTY: OnrampState = {
  optionsStatus: 'idle',
  fiatAmount: '',
  fiatCurrency: 'USD',
  paymentMethod: 'card',
  quoteStatus: 'idle',
}

/** The on-ramp form and its order: one store, no logic beyond patching it. */
export function createOnrampController() {
  const store = createStore<OnrampState>(() => ({ ...EMPTY }))
  return {
    store,
    get: () => store.getState(),
    update: (patch: Partial<OnrampState>) => store.setState(patch),
    /** The form back to empty; the options (loaded once) stay. */
    reset: () => store.setState(({ options, optionsStatus }) => ({ ...EMPTY, options, optionsStatus }), true),
  }
}

export type OnrampController = ReturnType<typeof createOnrampController>
