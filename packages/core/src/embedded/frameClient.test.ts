import { afterEach, describe, expect, it, vi } from 'vitest'
import { UserRejectedError } from '../errors/errors.ts'
import type { EmbeddedHostEvent, EmbeddedWalletConfig } from './embeddedTypes.ts'
import { createFrameClient, type FrameClient } from './frameClient.ts'
import { createFrameDouble, DOUBLE_ACCOUNTS, type FrameDouble } from './frameDouble.testing.ts'
import { frameUrl } from './frameMount.ts'

const SECURE_SITE = 'http://127.0.0.1:4180'
const config: EmbeddedWalletConfig = {
  projectId: 'foyer-demo',
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8545/',
  sdkType: 'foyer-react',
  sdkVersion: '0.1.0',
  metadata: { name: 'Demo', url: 'http://127.0.0.1:4173' },
}

const opened: FrameClient[] = []
afterEach(() => {
  for (const client of opened.splice(0)) client.destroy()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function start(doubleOptions: Partial<Parameters<typeof createFrameDouble>[0]> = {}) {
  const double = createFrameDouble({ origin: SECURE_SITE, ...doubleOptions })
  const events: EmbeddedHostEvent[] = []
  const client = createFrameClient({
    secureSiteUrl: `${SECURE_SITE}/`,
    config,
    mount: double.mount,
    onEvent: (event) => events.push(event),
  })
  opened.push(client)
  return { double, client, events }
}

/** Fake timers leave the MessageChannel real: wait for its deliveries on real turns of the event loop. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve))
}

/** Past the handshake, READY and its 500 ms wait (the READY delay is the one timer beside the load timeout). */
async function readyOnFakeClock(double: FrameDouble, client: FrameClient): Promise<void> {
  await until(double.isConnected)
  await until(() => vi.getTimerCount() === 2)
  vi.advanceTimersByTime(500)
  await client.ready
}

const useFakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })

async function signedIn(double: FrameDouble, client: FrameClient) {
  await client.ready
  await client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
  await client.request('CONNECT_OTP', { otp: double.codeFor('ada@example.com') ?? '' })
}

describe('frameUrl', () => {
  it('names the SPEC §7 query parameters under /frame of the secure site', () => {
    const url = new URL(frameUrl(SECURE_SITE, config))
    expect(url.origin + url.pathname).toBe(`${SECURE_SITE}/frame`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'foyer-demo',
      chainId: '31337',
      version: '0.1.0',
      enableLogger: 'false',
      rpcUrl: 'http://127.0.0.1:8545/',
    })
  })
})

describe('createFrameClient', () => {
  it('hands the frame one port at its exact origin and then talks over that port only', async () => {
    const { double, client } = start({ smartAccountNetworks: [1, 8453] })
    await client.ready
    expect(double.state.refused).toEqual([])
    expect(double.state.received.map((event) => event.type)).toEqual([
      '@foyer-app/SYNC_DAPP_DATA',
      '@foyer-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS',
    ])
    expect(client.smartAccountEnabledNetworks()).toEqual([1, 8453])
  })

  it('waits 500 ms after READY before it syncs the dapp data, then is ready', async () => {
    useFakeClock()
    const { double, client, events } = start({ ready: false })
    await until(double.isConnected)
    const timersBefore = vi.getTimerCount()
    double.sendReady()
    await until(() => vi.getTimerCount() > timersBefore)
    vi.advanceTimersByTime(499)
    expect(vi.getTimerCount()).toBeGreaterThan(timersBefore)
    vi.advanceTimersByTime(1)
    await client.ready
    expect(double.received('SYNC_DAPP_DATA')[0]?.payload).toEqual({
      projectId: 'foyer-demo',
      sdkType: 'foyer-react',
      sdkVersion: '0.1.0',
      metadata: { name: 'Demo', url: 'http://127.0.0.1:4173', icons: [] },
    })
    expect(events).toEqual([
      { type: 'frame', frame: 'loading' },
      { type: 'smartAccountNetworks', networks: [] },
      { type: 'frame', frame: 'ready' },
    ])
  })

  it('fails with iframe_load_failed and removes the frame when it is not ready within 20 s', async () => {
    useFakeClock()
    const { double, client, events } = start({ ready: false })
    await until(double.isConnected)
    vi.advanceTimersByTime(20_000)
    await expect(client.ready).rejects.toMatchObject({
      code: 'IFRAME_LOAD_FAILED',
      message: 'Unable to load email login dependency',
    })
    expect(double.state.removed).toBe(true)
    expect(events.at(-1)).toEqual({ type: 'frame', frame: 'failed' })
  })

  it('gives up on a code request after 120 s with iframe_request_timeout', async () => {
    useFakeClock()
    const { double, client } = start()
    double.state.silent.add('CONNECT_EMAIL')
    await readyOnFakeClock(double, client)
    const asked = client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    await until(() => double.received('CONNECT_EMAIL').length > 0)
    vi.advanceTimersByTime(120_000)
    await expect(asked).rejects.toMatchObject({ code: 'IFRAME_REQUEST_TIMEOUT' })
  })

  it('signs out after at most 3 s when the frame does not answer', async () => {
    useFakeClock()
    const { double, client, events } = start()
    double.state.silent.add('SIGN_OUT')
    await readyOnFakeClock(double, client)
    const signingOut = client.signOut()
    await until(() => double.received('SIGN_OUT').length > 0)
    vi.advanceTimersByTime(3_000)
    await signingOut
    expect(events.at(-1)).toEqual({ type: 'signedOut' })
  })

  it('takes the first answer to a request and drops the second with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { double, client } = start()
    await client.ready
    double.state.answerTwice = true
    await expect(client.request('IS_CONNECTED', {})).resolves.toEqual({ isConnected: false })
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('no request'), expect.any(String)))
  })

  it('drops a message outside the protocol with a warning and keeps working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { double, client } = start()
    await client.ready
    double.sendRaw({ v: 1, type: '@foyer-frame/EXPORT_KEY', payload: { key: '0x00' } })
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('outside the protocol'), expect.anything()),
    )
    await expect(client.request('IS_CONNECTED', {})).resolves.toEqual({ isConnected: false })
  })

  it('refuses a forbidden method before asking the frame', async () => {
    const { double, client } = start()
    await signedIn(double, client)
    await expect(
      client.rpc({ method: 'eth_sign', params: ['0x00', '0x00'], chainNamespace: 'eip155', chainId: 1 }),
    ).rejects.toMatchObject({ code: 'RPC_NOT_ALLOWED', message: 'Requested RPC call is not allowed' })
    expect(double.received('RPC_REQUEST')).toEqual([])
  })

  it('shows the frame before it posts a request the visitor must approve, and hides it after the answer', async () => {
    const { double, client, events } = start()
    await signedIn(double, client)
    // What had left on the port when the frame was shown: the request must not have.
    const posted = vi.spyOn(MessagePort.prototype, 'postMessage')
    const rpcPosts = () => posted.mock.calls.filter(([message]) => message?.type === '@foyer-app/RPC_REQUEST').length
    const postedWhenShown: number[] = []
    events.push = (...shown: EmbeddedHostEvent[]) => {
      if (shown.some((event) => event.type === 'show')) postedWhenShown.push(rpcPosts())
      return Array.prototype.push.apply(events, shown)
    }
    const signing = client.rpc({
      method: 'personal_sign',
      params: ['0x68656c6c6f', DOUBLE_ACCOUNTS.eip155],
      chainNamespace: 'eip155',
      chainId: 1,
    })
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'show', purpose: 'approve' }))
    await vi.waitFor(() => expect(double.state.held).toHaveLength(1))
    double.approve()
    await expect(signing).resolves.toMatch(/^0x[\da-f]{8}$/)
    expect(postedWhenShown).toEqual([0])
    expect(events.at(-1)).toEqual({ type: 'hide' })
  })

  it('turns the frame’s “User rejected the request” into UserRejectedError', async () => {
    const { double, client } = start()
    await signedIn(double, client)
    const signing = client.rpc({ method: 'personal_sign', params: ['0x00'], chainNamespace: 'eip155', chainId: 1 })
    await vi.waitFor(() => expect(double.state.held).toHaveLength(1))
    double.reject()
    await expect(signing).rejects.toBeInstanceOf(UserRejectedError)
  })

  it('aborts an approval the modal left: the frame is told and the request fails with “Request was aborted”', async () => {
    const { double, client } = start()
    await signedIn(double, client)
    const signing = client.rpc({ method: 'personal_sign', params: ['0x00'], chainNamespace: 'eip155', chainId: 1 })
    await vi.waitFor(() => expect(double.state.held).toHaveLength(1))
    client.abortApprovals()
    await expect(signing).rejects.toMatchObject({ message: 'Request was aborted' })
    await vi.waitFor(() => expect(double.state.held).toHaveLength(0))
  })

  it('asks IS_CONNECTED first and reports a visitor who is not signed in', async () => {
    const { double, client, events } = start()
    await expect(client.getUser({ chainId: 1 })).resolves.toBeUndefined()
    expect(double.received('GET_USER')).toEqual([])
    expect(events.at(-1)).toEqual({ type: 'signedOut' })
  })

  it('reads the signed-in visitor’s accounts of every namespace from GET_USER', async () => {
    const { double, client } = start()
    await signedIn(double, client)
    await expect(client.getUser({ chainId: 31337 })).resolves.toEqual({
      email: 'ada@example.com',
      chainId: 31337,
      accounts: [
        { namespace: 'eip155', address: DOUBLE_ACCOUNTS.eip155, type: 'eoa' },
        { namespace: 'solana', address: DOUBLE_ACCOUNTS.solana, type: 'eoa' },
      ],
    })
  })
})
