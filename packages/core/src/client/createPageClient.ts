import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import { type AdapterSource, loadAdapter } from '../adapter/deferredAdapter.ts'
import { resolveOptions } from '../options/resolveOptions.ts'
import { storedConnectorId } from '../storage/storedConnection.ts'
import { createMemoryStorage, createStorage } from '../storage/storedItems.ts'
import { createFoyerState, type FoyerState } from './createFoyerState.ts'
import { rememberServerStates } from './serverStates.ts'
import { rememberLateStart } from './shownStatus.ts'
import type { FoyerClient, FoyerOptions } from './types.ts'

/** What a page passes: the options, with adapters ready-made or deferred (their code loads with the wiring). */
export type PageClientOptions = Omit<FoyerOptions, 'adapters'> & { adapters: readonly AdapterSource[] }

/** The actions that hand back nothing: called before the wiring is loaded, they run once it is. */
const QUEUED = [
  'open',
  'close',
  'push',
  'replace',
  'goBack',
  'forgetConnection',
  'setAccountTab',
  'setLegalAccepted',
  'showToast',
  'hideToast',
  'dismissAlert',
  'clearRegistrySelection',
  'prepareWalletConnect',
] as const
/** The actions that answer with a promise: they wait for the wiring, then run. */
const AWAITED = [
  'connect',
  'readAccountChoices',
  'connectWalletConnect',
  'disconnect',
  'switchConnection',
  'switchNetwork',
  'refreshBalance',
  'signMessage',
  'setPreferredAccountType',
  'sendCalls',
  'getCallsStatus',
  'getCapabilities',
  'loadRecommendedWallets',
  'loadMoreWallets',
  'searchWallets',
  'selectRegistryWallet',
  'refreshTokenBalances',
  'sendTransfer',
  'loadActivity',
  'loadMoreActivity',
] as const
/** The questions about adapters, answered before the wiring exists as a page with no wallet connected would be. */
const UNTIL_LOADED = {
  launchWallet: () => false,
  getProvider: () => undefined,
  describeChain: () => undefined,
  canSend: () => false,
  canSwap: () => false,
  canSetAccountType: () => false,
} satisfies Partial<FoyerClient>
/** The groups of actions (`client.send.setAmount`…), forwarded one by one. */
const GROUPS = ['send', 'onramp', 'swap', 'names', 'siwx', 'embedded'] as const

type Method = (...args: unknown[]) => unknown

/**
 * The client a page creates (issue 19): its options at once; its stores on first use, which is at once when the
 * last visit left a connection (the buttons render "Connecting…" and the network it left) and otherwise after the
 * first paint, when FoyerProvider asks for `ready()` — a first-time visitor's Connect button draws from its options
 * alone (shownStatus.ts). The wiring (flows, adapters, discovery, restoring connections) is a chunk loaded on the
 * first call of anything, so the bytes before the Connect button are the state's alone. Until then, actions wait
 * for the wiring and run in order; once it is loaded every call goes straight through, synchronously where the
 * wiring's is (a popup within a click).
 */
export function createPageClient(input: PageClientOptions): FoyerClient {
  const stateInput = { ...input, adapters: [] }
  const options = resolveOptions(stateInput)
  const storage = createStorage(options.storage)
  // A returning visitor's button says "Connecting…" from the first render, as it did when the whole client loaded at
  // once (reconnect marks the same namespaces, then restores or resets them).
  const restoring = input.adapters
    .map((adapter) => adapter.namespace)
    .filter((namespace) => storedConnectorId(storage, namespace) !== undefined)
  let made: FoyerState | undefined
  const startListeners = new Set<() => void>()
  const state = (): FoyerState => {
    if (made) return made
    made = createFoyerState(stateInput, { options, storage })
    for (const namespace of restoring) made.context.accounts.setStatus(namespace, 'reconnecting')
    // A server render knows none of that: hydration reads these stores as it saw them (issue 16, docs/next.md).
    rememberServerStates(made.stores, () => createFoyerState({ ...stateInput, storage: createMemoryStorage() }).stores)
    // Told a moment later: the stores may be made inside a render (a hook reading them), which must not update
    // another component. Nothing they would read has changed by then: nothing was stored (see shownStatus.ts).
    queueMicrotask(() => {
      for (const listener of startListeners) listener()
      startListeners.clear()
    })
    return made
  }
  if (restoring.length > 0) state()
  let wired: FoyerClient | undefined
  let loading: Promise<FoyerClient> | undefined
  let destroyed = false

  const load = (): Promise<FoyerClient> => {
    const { context } = state()
    loading ??= Promise.all([import('./wireFoyerClient.ts'), Promise.all(input.adapters.map(loadAdapter))]).then(
      ([wiring, adapters]: [typeof import('./wireFoyerClient.ts'), ChainAdapter[]]) => {
        wired = wiring.wireFoyerClient(state(), adapters)
        if (destroyed) wired.destroy()
        return wired
      },
      (error: unknown) => {
        // A chunk that failed to arrive (offline, a deploy in between) is asked for again by the next call.
        loading = undefined
        context.logger.log(50, 'could not load the client', { error })
        // Nothing is being restored after all: the button offers to connect, and that click asks for the chunk again.
        for (const namespace of restoring) {
          if (context.accounts.get(namespace).status === 'reconnecting') context.accounts.reset(namespace)
        }
        throw error
      },
    )
    return loading
  }
  // Typed per member below; here one forwarder serves every method of the wiring.
  const member = (path: readonly string[]) => (client: FoyerClient) =>
    path.reduce<unknown>((target, key) => (target as Record<string, unknown>)[key], client) as Method
  const queued = (path: readonly string[]) => {
    const pick = member(path)
    return (...args: unknown[]) => {
      if (wired) return pick(wired)(...args)
      load().then(
        (client) => pick(client)(...args),
        (error: unknown) => console.error('[foyer] could not load the client', error),
      )
    }
  }
  const awaited = (path: readonly string[]) => {
    const pick = member(path)
    return (...args: unknown[]) => (wired ? pick(wired)(...args) : load().then((client) => pick(client)(...args)))
  }
  const answered = (key: keyof typeof UNTIL_LOADED) => {
    const pick = member([key])
    return (...args: unknown[]) => (wired ? pick(wired)(...args) : UNTIL_LOADED[key]())
  }
  /** A group's actions: its members are known only once the wiring is loaded, so each is made on first use. */
  const group = (name: (typeof GROUPS)[number]) => {
    const made = new Map<string, Method>()
    return new Proxy({} as Record<string, Method>, {
      get: (_, key) => {
        if (typeof key !== 'string') return undefined
        let forward = made.get(key)
        if (!forward) {
          forward = awaited([name, key])
          made.set(key, forward)
        }
        return forward
      },
    })
  }

  const { features, embeddedWallet } = options
  // As the wiring decides: email and social login are features; without either there is nothing to forward.
  const hasEmbedded = embeddedWallet && (features.email || (features.socials !== false && features.socials.length > 0))
  const client = {
    options,
    get stores() {
      return state().stores
    },
    get logger() {
      return state().context.logger
    },
    on: ((event, listener) => state().context.events.on(event, listener)) as FoyerClient['on'],
    ready: () => load().then((loaded) => loaded.ready()),
    destroy: () => {
      destroyed = true
      wired?.destroy()
    },
    ...Object.fromEntries(QUEUED.map((key) => [key, queued([key])])),
    ...Object.fromEntries(AWAITED.map((key) => [key, awaited([key])])),
    ...Object.fromEntries(Object.keys(UNTIL_LOADED).map((key) => [key, answered(key as keyof typeof UNTIL_LOADED)])),
    ...Object.fromEntries(
      GROUPS.filter((name) => name !== 'embedded' || hasEmbedded).map((name) => [name, group(name)]),
    ),
  }
  rememberLateStart(client as unknown as FoyerClient, {
    started: () => made !== undefined,
    onStart: (listener) => {
      if (made) {
        listener()
        return () => {}
      }
      startListeners.add(listener)
      return () => startListeners.delete(listener)
    },
  })
  // The members are built from the lists above, which name every method of FoyerClient; the test checks it.
  return client as unknown as FoyerClient
}

/** The names the page client forwards, for its test to compare with the wiring's client. */
export const PAGE_CLIENT_MEMBERS = [
  'options',
  'stores',
  'logger',
  'on',
  'ready',
  'destroy',
  ...QUEUED,
  ...AWAITED,
  ...Object.keys(UNTIL_LOADED),
  ...GROUPS,
]
