import { DEFAULT_SOCIALS, type EmbeddedActions, ERROR_MESSAGES, type FoyerClient, FoyerError } from '@foyer/core'

/** SPEC §9: email cooldown 30 s. */
export const COOLDOWN_MS = 30_000

type ActionName = keyof EmbeddedActions
type AsyncAction = Exclude<
  ActionName,
  'cancelLogin' | 'cancelUpdateEmail' | 'cancelSocial' | 'attachFrame' | 'cancelFarcaster'
>
type Impl = (...args: string[]) => Promise<void>

/** A promise the test settles when it chooses: core "still working" until then. */
export function gate() {
  let open = () => {}
  let fail: (error: unknown) => void = () => {}
  const opened = new Promise<void>((resolve, reject) => {
    open = resolve
    fail = reject
  })
  return { opened, open, fail }
}

/**
 * A test double of core's embedded wallet actions (contract §4), for the views' tests: it records every call and,
 * unless a test scripts the next answer, moves the client's real `stores.embedded` and router the way core's flows
 * do (packages/core/src/embedded: connectEmail opens EmailLogin at its code step with the 30 s cooldown,
 * cancelLogin goes back from it, updateEmail starts the primary step, the secondary code goes back to Account).
 * It stands in for the dependency; the views under test are the real ones.
 */
export function createEmbeddedDouble(base: FoyerClient) {
  const calls: Array<{ name: ActionName; args: unknown[] }> = []
  const scripted = new Map<AsyncAction, Impl[]>()
  const store = base.stores.embedded
  const detached: HTMLElement[] = []
  const now = () => Date.now()

  const defaults: Record<AsyncAction, Impl> = {
    async connectEmail(email = '') {
      store.setState({ login: { email, step: 'otp', resendAvailableAt: now() + COOLDOWN_MS } })
      if (base.stores.router.getState().view !== 'EmailLogin') base.push('EmailLogin')
    },
    async resendCode() {
      const login = store.getState().login
      if (!login) return
      const left = login.resendAvailableAt - now()
      if (left > 0) {
        throw new FoyerError(
          'EMAIL_COOLDOWN',
          ERROR_MESSAGES.EMAIL_COOLDOWN.replace('{n}', String(Math.ceil(left / 1000))),
        )
      }
      store.setState({ login: { ...login, resendAvailableAt: now() + COOLDOWN_MS } })
    },
    async verifyOtp() {
      store.setState({ email: store.getState().login?.email, login: undefined })
    },
    async updateEmail(newEmail = '') {
      store.setState({ update: { newEmail, step: 'primary' } })
    },
    async verifyPrimaryOtp() {
      const update = store.getState().update
      if (update) store.setState({ update: { ...update, step: 'secondary' } })
    },
    async verifySecondaryOtp() {
      const update = store.getState().update
      store.setState({ email: update?.newEmail, update: undefined })
      if (base.stores.router.getState().view === 'UpdateEmailWallet') base.goBack()
    },
    // Core opens ConnectingSocial and waits for the popup; a test settles it with `next`.
    async connectSocial(provider = '') {
      store.setState({ social: { provider } })
      if (base.stores.router.getState().view !== 'ConnectingSocial') base.push('ConnectingSocial')
    },
    async loadSocialProviders() {
      if (!store.getState().socialProviders) store.setState({ socialProviders: [...DEFAULT_SOCIALS] })
    },
    // Farcaster's own views are tested over core's flows (ConnectingFarcasterView.test.tsx): here it only waits.
    connectFarcaster: () => new Promise<void>(() => {}),
  }

  const run =
    (name: AsyncAction) =>
    (...args: string[]): Promise<void> => {
      calls.push({ name, args })
      const impl = scripted.get(name)?.shift() ?? defaults[name]
      return impl(...args)
    }

  const actions: EmbeddedActions = {
    connectEmail: run('connectEmail'),
    resendCode: run('resendCode'),
    verifyOtp: run('verifyOtp'),
    updateEmail: run('updateEmail'),
    verifyPrimaryOtp: run('verifyPrimaryOtp'),
    verifySecondaryOtp: run('verifySecondaryOtp'),
    connectSocial: run('connectSocial'),
    loadSocialProviders: run('loadSocialProviders'),
    cancelSocial() {
      calls.push({ name: 'cancelSocial', args: [] })
      store.setState({ social: undefined })
      if (base.stores.router.getState().view === 'ConnectingSocial') base.goBack()
    },
    connectFarcaster: run('connectFarcaster'),
    cancelFarcaster() {
      calls.push({ name: 'cancelFarcaster', args: [] })
    },
    cancelLogin() {
      calls.push({ name: 'cancelLogin', args: [] })
      store.setState({ login: undefined })
      if (base.stores.router.getState().view === 'EmailLogin') base.goBack()
    },
    cancelUpdateEmail() {
      calls.push({ name: 'cancelUpdateEmail', args: [] })
      store.setState({ update: undefined })
    },
    attachFrame(slot) {
      calls.push({ name: 'attachFrame', args: [slot] })
      return () => detached.push(slot)
    },
  }

  return {
    /** The real client, with this double as its `embedded`. */
    client: { ...base, embedded: actions } satisfies FoyerClient as FoyerClient,
    calls,
    /** The arguments of each call of `name`, in order. */
    argsOf: (name: ActionName) => calls.filter((call) => call.name === name).map((call) => call.args),
    /** The slots whose frame attachment was undone. */
    detached,
    /** Answers the next call of `name` with `impl` instead of core's usual move. */
    next(name: AsyncAction, impl: Impl) {
      scripted.set(name, [...(scripted.get(name) ?? []), impl])
    },
    /** Has the next call of `name` refuse with `error`. */
    failNext(name: AsyncAction, error: FoyerError) {
      this.next(name, () => Promise.reject(error))
    },
  }
}
