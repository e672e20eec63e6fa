import './strictCspZod.ts'
import {
  type AppEventPayload,
  FRAME_EVENT_PREFIX,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_PROTOCOL_VERSION,
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_SIGN_OUT_WAIT_MS,
  FRAME_TIMED_REQUESTS,
  type FrameEvent,
  type FrameRequestName,
  type FrameSuccessPayload,
  type FrameUser,
  parseFrameEvent,
  rpcMethodPolicy,
} from '@foyer/protocol/frame'
import { FoyerError } from '../errors/errors.ts'
import type { AccountType } from '../types/connector.ts'
import {
  type EmbeddedAccount,
  type EmbeddedHostEvent,
  type EmbeddedRpcRequest,
  type EmbeddedUser,
  type EmbeddedWalletConfig,
  FRAME_CHAIN_NAMESPACE,
} from './embeddedTypes.ts'
import { frameError } from './frameErrors.ts'
import { frameUrl, type MountFrame, mountIframe } from './frameMount.ts'

export interface FrameClientOptions {
  secureSiteUrl: string
  /** Undefined until createFoyer configured the wallet: the frame cannot know its project before. */
  config: EmbeddedWalletConfig | undefined
  onEvent(event: EmbeddedHostEvent): void
  /** Where the frame comes from; tests hand an honest frame double here. Default: an iframe in document.body. */
  mount?: MountFrame
}

interface Pending {
  name: FrameRequestName
  resolve(payload: unknown): void
  reject(error: FoyerError): void
  timer?: ReturnType<typeof setTimeout>
}

const TIMED: ReadonlySet<string> = new Set(FRAME_TIMED_REQUESTS)
/** SPEC §3 RPC payload: the namespaces a frame request may name. */
const FRAME_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
const isFrameNamespace = (namespace: string): namespace is (typeof FRAME_NAMESPACES)[number] =>
  (FRAME_NAMESPACES as readonly string[]).includes(namespace)

function toUser(answer: FrameUser): EmbeddedUser {
  const listed: EmbeddedAccount[] = answer.accounts?.map(({ namespace, address, type }) => ({
    namespace,
    address,
    type,
    ...(type === 'smartAccount' && answer.smartAccountDeployed !== undefined
      ? { deployed: answer.smartAccountDeployed }
      : {}),
  })) ?? [{ namespace: FRAME_CHAIN_NAMESPACE, address: answer.address }]
  // The answer's address is the account in use in the frame's namespace (SPEC §4: the smart account only where
  // it is enabled and preferred): it goes first, so everyone taking the first account takes that one.
  const inUse = (account: EmbeddedAccount) =>
    account.namespace === FRAME_CHAIN_NAMESPACE && account.address.toLowerCase() === answer.address.toLowerCase()
  const current = listed.filter(inUse)
  const accounts = [
    ...(current.length > 0 ? current : [{ namespace: FRAME_CHAIN_NAMESPACE, address: answer.address }]),
    ...listed.filter((account) => !inUse(account)),
  ]
  return {
    ...(answer.email ? { email: answer.email } : {}),
    ...(answer.userName ? { userName: answer.userName } : {}),
    chainId: answer.chainId,
    accounts,
    ...(answer.preferredAccountType ? { preferredAccountType: answer.preferredAccountType } : {}),
  }
}

const frameAccountOf = (known: EmbeddedUser | undefined) =>
  known?.accounts.find((account) => account.namespace === FRAME_CHAIN_NAMESPACE)?.address

/**
 * The app's end of the secure frame (SPEC §7 "Secure frame"): the iframe, the one-time MessageChannel handshake
 * posted to the secure site's exact origin, then the port only. Not ready until the frame says READY, 500 ms
 * have passed, the dapp's data is synced and the smart-account networks are known (SPEC §4).
 */
export function createFrameClient(options: FrameClientOptions) {
  const { onEvent } = options
  if (!options.config) throw new FoyerError('AUTH_PROVIDER_NOT_FOUND')
  const config: EmbeddedWalletConfig = options.config
  const origin = new URL(options.secureSiteUrl).origin
  const pending = new Map<string, Pending>()
  const approvals = new Set<string>()
  let port: MessagePort | undefined
  let failure: FoyerError | undefined
  let readySeen = false
  let delayTimer: ReturnType<typeof setTimeout> | undefined
  let user: EmbeddedUser | undefined
  let userLoad: Promise<EmbeddedUser | undefined> | undefined
  let smartAccountEnabledNetworks: readonly number[] = []

  let markReady: () => void = () => {}
  let markFailed: (error: FoyerError) => void = () => {}
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    markFailed = reject
  })
  ready.catch(() => {}) // read by every request; an unread failure is not an unhandled one

  onEvent({ type: 'frame', frame: 'loading' })
  const frame = (options.mount ?? mountIframe)(frameUrl(options.secureSiteUrl, config))
  const loadTimer = setTimeout(() => fail(new FoyerError('IFRAME_LOAD_FAILED')), FRAME_LOAD_TIMEOUT_MS)

  function fail(error: FoyerError): void {
    if (failure) return
    failure = error
    clearTimeout(loadTimer)
    clearTimeout(delayTimer)
    close(error)
    frame.remove()
    markFailed(error)
    onEvent({ type: 'frame', frame: 'failed' })
  }

  function close(error: FoyerError): void {
    for (const [id, entry] of pending) {
      clearTimeout(entry.timer)
      pending.delete(id)
      entry.reject(error)
    }
    port?.close()
    port = undefined
  }

  frame.loaded.then(
    (frameWindow) => {
      if (failure) return
      const channel = new MessageChannel()
      port = channel.port1
      port.addEventListener('message', (event: MessageEvent) => receive(event.data))
      port.start()
      frameWindow.postMessage(
        {
          v: FRAME_PROTOCOL_VERSION,
          id: crypto.randomUUID(),
          type: '@foyer-app/CONNECT_PORT',
          payload: { projectId: config.projectId },
        },
        origin,
        [channel.port2],
      )
    },
    () => fail(new FoyerError('IFRAME_LOAD_FAILED')),
  )

  function receive(data: unknown) {
    const message = parseFrameEvent(data)
    if (!message) return console.warn('[foyer] dropped a frame message outside the protocol', data)
    if (!('id' in message)) return onOwnEvent(message)
    const entry = pending.get(message.id)
    const kind = message.type.slice(FRAME_EVENT_PREFIX.length)
    if (!entry || (kind !== `${entry.name}_SUCCESS` && kind !== `${entry.name}_ERROR`)) {
      return console.warn('[foyer] dropped a frame answer no request is waiting for', message.type)
    }
    pending.delete(message.id)
    approvals.delete(message.id)
    clearTimeout(entry.timer)
    if (kind.endsWith('_SUCCESS')) entry.resolve(message.payload)
    else entry.reject(frameError((message.payload as { message: string }).message))
  }

  function onOwnEvent(message: Exclude<FrameEvent, { id: string }>) {
    if (message.type === '@foyer-frame/SHOW') return onEvent({ type: 'show', purpose: message.payload.purpose })
    if (message.type === '@foyer-frame/HIDE') return onEvent({ type: 'hide' })
    if (message.type !== '@foyer-frame/READY' || readySeen) return
    readySeen = true
    delayTimer = setTimeout(() => void initialize(), FRAME_READY_DELAY_MS)
  }

  async function initialize(): Promise<void> {
    try {
      await post('SYNC_DAPP_DATA', {
        projectId: config.projectId,
        sdkType: config.sdkType,
        sdkVersion: config.sdkVersion,
        ...(config.metadata
          ? { metadata: { ...config.metadata, icons: config.metadata.icons ? [...config.metadata.icons] : [] } }
          : {}),
      })
      const networks = await post('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})
      smartAccountEnabledNetworks = networks.smartAccountEnabledNetworks
      onEvent({ type: 'smartAccountNetworks', networks: smartAccountEnabledNetworks })
      clearTimeout(loadTimer)
      markReady()
      onEvent({ type: 'frame', frame: 'ready' })
    } catch {
      fail(new FoyerError('IFRAME_LOAD_FAILED'))
    }
  }

  /** Posts one app event on the port with a fresh id, answered once; the SPEC §9 timed ones give up after 120 s. */
  function post<N extends FrameRequestName>(
    name: N,
    payload: AppEventPayload<N>,
    track?: (id: string) => void,
  ): Promise<FrameSuccessPayload<N>> {
    return new Promise((resolve, reject) => {
      if (failure || !port) return reject(failure ?? new FoyerError('FRAME_NOT_SET'))
      const id = crypto.randomUUID()
      const entry: Pending = { name, resolve: resolve as (payload: unknown) => void, reject }
      if (TIMED.has(name)) {
        entry.timer = setTimeout(() => {
          pending.delete(id)
          reject(new FoyerError('IFRAME_REQUEST_TIMEOUT'))
        }, FRAME_REQUEST_TIMEOUT_MS)
      }
      pending.set(id, entry)
      track?.(id)
      port.postMessage({ v: FRAME_PROTOCOL_VERSION, id, type: `@foyer-app/${name}`, payload })
    })
  }

  async function request<N extends FrameRequestName>(
    name: N,
    payload: AppEventPayload<N>,
  ): Promise<FrameSuccessPayload<N>> {
    await ready
    return post(name, payload)
  }

  /** SPEC §4: IS_CONNECTED, then GET_USER (not timed: the frame may ask for the recovery password first). */
  function getUser({
    chainId,
    refresh = false,
    preferredAccountType = config.preferredAccountType?.(),
  }: {
    chainId: number | string
    refresh?: boolean
    preferredAccountType?: AccountType | undefined
  }) {
    if (user && !refresh) return Promise.resolve(user)
    userLoad ??= (async () => {
      const { isConnected } = await request('IS_CONNECTED', {})
      if (!isConnected) {
        user = undefined
        onEvent({ type: 'signedOut' })
        return undefined
      }
      user = toUser(
        await request('GET_USER', {
          chainId,
          ...(config.rpcUrl ? { rpcUrl: config.rpcUrl } : {}),
          // A reload comes back with the account type the visitor chose (SPEC §3 stored preferred account types).
          ...(preferredAccountType ? { preferredAccountType } : {}),
        }),
      )
      return user
    })().finally(() => {
      userLoad = undefined
    })
    return userLoad
  }

  async function switchNetwork(params: { chainId: number | string; rpcUrl?: string }): Promise<void> {
    const { chainId } = await request('SWITCH_NETWORK', {
      chainId: params.chainId,
      ...(params.rpcUrl ? { rpcUrl: params.rpcUrl } : {}),
    })
    if (!user) return
    user = { ...user, chainId }
    // Where smart accounts exist the address may change with the network (SPEC §4: the eoa where there is none).
    if (smartAccountEnabledNetworks.length === 0) return
    const before = frameAccountOf(user)
    const after = await getUser({ chainId, refresh: true })
    if (after && frameAccountOf(after) !== before) onEvent({ type: 'accountsChanged', accounts: after.accounts })
  }

  /** SPEC §7 set preferred account, then the visitor as the frame now sees them (the new address in use first). */
  async function setPreferredAccountType(type: AccountType, chainId: number | string): Promise<EmbeddedUser> {
    await request('SET_PREFERRED_ACCOUNT', { type })
    const after = await getUser({ chainId, refresh: true, preferredAccountType: type })
    if (!after) throw new FoyerError('NOT_CONNECTED_TO_EMAIL')
    onEvent({ type: 'accountsChanged', accounts: after.accounts })
    return after
  }

  return {
    ready,
    element: () => frame.element,
    smartAccountEnabledNetworks: () => smartAccountEnabledNetworks,
    request,

    /** SPEC §6: forbidden methods are refused here, approvals show the frame before the request is posted. */
    async rpc(call: EmbeddedRpcRequest): Promise<unknown> {
      const policy = rpcMethodPolicy(call.method)
      if (policy === 'forbidden') throw new FoyerError('RPC_NOT_ALLOWED')
      const { chainNamespace } = call
      if (!isFrameNamespace(chainNamespace)) throw new FoyerError('UNSUPPORTED_CHAIN')
      await ready
      const payload: AppEventPayload<'RPC_REQUEST'> = {
        method: call.method,
        chainId: call.chainId,
        chainNamespace,
        ...(call.params ? { params: Array.isArray(call.params) ? [...call.params] : { ...call.params } } : {}),
        ...(call.rpcUrl ? { rpcUrl: call.rpcUrl } : {}),
      }
      if (policy === 'safe') return (await post('RPC_REQUEST', payload)).result
      onEvent({ type: 'show', purpose: 'approve' })
      try {
        return (await post('RPC_REQUEST', payload, (id) => approvals.add(id))).result
      } finally {
        onEvent({ type: 'hide' })
      }
    },

    /** The modal closed under an approval: the frame is told to stop, and the request fails at once. */
    abortApprovals(): void {
      for (const id of approvals) {
        approvals.delete(id)
        const entry = pending.get(id)
        pending.delete(id)
        entry?.reject(new FoyerError('REQUEST_ABORTED'))
        post('RPC_ABORT', { requestId: id }).catch(() => {})
      }
    },

    getUser,

    /** A namespace's accounts of the signed-in visitor (none when nobody is), the frame's chain kept. */
    async accountsOf(chainNamespace: string, chainId: number | string) {
      const known = await getUser({
        chainId: chainNamespace === FRAME_CHAIN_NAMESPACE ? chainId : (user?.chainId ?? config.chainId),
      })
      return known?.accounts.filter((account) => account.namespace === chainNamespace) ?? []
    },

    switchNetwork,
    setPreferredAccountType,

    /** SPEC §9: sign-out waits at most 3 s; the visitor is signed out here whatever the frame says. */
    async signOut(): Promise<void> {
      let timer: ReturnType<typeof setTimeout> | undefined
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, FRAME_SIGN_OUT_WAIT_MS)
      })
      await Promise.race([request('SIGN_OUT', {}).catch(() => undefined), waited])
      clearTimeout(timer)
      user = undefined
      onEvent({ type: 'signedOut' })
    },

    destroy(): void {
      clearTimeout(loadTimer)
      clearTimeout(delayTimer)
      close(new FoyerError('REQUEST_ABORTED'))
      frame.remove()
    },
  }
}

export type FrameClient = ReturnType<typeof createFrameClient>
