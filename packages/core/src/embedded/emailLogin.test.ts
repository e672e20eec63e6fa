import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStorage } from '../storage/storedItems.ts'
import { embeddedClient } from './embeddedClient.testing.ts'
import { DOUBLE_ACCOUNTS } from './frameDouble.testing.ts'

afterEach(() => {
  vi.useRealTimers()
})

const EMAIL = 'ada@example.com'

async function loggedIn() {
  const setup = embeddedClient()
  const { client, double } = setup
  await client.embedded?.connectEmail(EMAIL)
  await client.embedded?.verifyOtp(double.codeFor(EMAIL) ?? '')
  return setup
}

describe('email login (client.embedded)', () => {
  it('is offered only with the email feature on (or social login, which shares it)', () => {
    expect(embeddedClient({ email: false, socials: false }).client.embedded).toBeUndefined()
    expect(embeddedClient().client.embedded).toBeDefined()
  })

  it('mails a code and opens EmailLogin at its code step with the 30 s cooldown ahead', async () => {
    const { client, double } = embeddedClient()
    const before = Date.now()
    await client.embedded?.connectEmail(` ${EMAIL} `)
    expect(double.received('CONNECT_EMAIL')[0]?.payload).toEqual({ email: EMAIL })
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('EmailLogin')
    const { login } = client.stores.embedded.getState()
    expect(login).toMatchObject({ email: EMAIL, step: 'otp' })
    expect(login?.resendAvailableAt).toBeGreaterThanOrEqual(before + 30_000)
    expect(client.stores.embedded.getState().frame).toBe('ready')
  })

  it('refuses what cannot be an address without loading the frame', async () => {
    const { client, double } = embeddedClient()
    await expect(client.embedded?.connectEmail('ada@')).rejects.toMatchObject({ message: 'Invalid email address' })
    expect(double.state.urls).toEqual([])
  })

  it('says “Please try again after {n} seconds” when a new code is asked for within 30 s, and sends one after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { client, double } = embeddedClient()
    await client.embedded?.connectEmail(EMAIL)
    await expect(client.embedded?.resendCode()).rejects.toMatchObject({
      code: 'EMAIL_COOLDOWN',
      message: 'Please try again after 30 seconds',
    })
    vi.setSystemTime(Date.now() + 30_000)
    await client.embedded?.resendCode()
    expect(double.received('CONNECT_EMAIL')).toHaveLength(2)
  })

  it('keeps the server’s cooldown after “Use another email”, so the field counts down and asks the frame no more', async () => {
    const { client, double } = embeddedClient()
    await client.embedded?.connectEmail(EMAIL)
    client.embedded?.cancelLogin()
    await expect(client.embedded?.connectEmail(EMAIL)).rejects.toMatchObject({ code: 'EMAIL_COOLDOWN' })
    const { cooldown } = client.stores.embedded.getState()
    expect(cooldown?.email).toBe(EMAIL)
    expect(cooldown?.until).toBeGreaterThan(Date.now())
    await expect(client.embedded?.connectEmail(EMAIL)).rejects.toMatchObject({ code: 'EMAIL_COOLDOWN' })
    expect(double.received('CONNECT_EMAIL')).toHaveLength(2)
  })

  it('connects EVM and Solana through the AUTH connector after the right code, and closes the modal', async () => {
    const { client, storage } = await loggedIn()
    const accounts = client.stores.accounts.getState()
    expect(accounts.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'embeddedWallet',
      address: DOUBLE_ACCOUNTS.eip155,
    })
    expect(accounts.solana).toMatchObject({
      status: 'connected',
      connectorId: 'embeddedWallet',
      address: DOUBLE_ACCOUNTS.solana,
    })
    expect(client.stores.modal.getState().open).toBe(false)
    expect(client.stores.embedded.getState()).toMatchObject({ email: EMAIL, login: undefined })
    const stored = createStorage(storage)
    expect([stored.emailLoginUsed.get(), stored.email.get(), typeof stored.lastEmailLoginTime.get()]).toEqual([
      true,
      EMAIL,
      'number',
    ])
  })

  it('keeps the code step with the frame’s words after a wrong code, then takes the right one', async () => {
    const { client, double } = embeddedClient()
    await client.embedded?.connectEmail(EMAIL)
    const right = double.codeFor(EMAIL) ?? ''
    const wrong = right === '123456' ? '654321' : '123456'
    await expect(client.embedded?.verifyOtp(wrong)).rejects.toMatchObject({ message: 'Invalid code' })
    expect(client.stores.embedded.getState().login?.step).toBe('otp')
    await client.embedded?.verifyOtp(right)
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
  })

  it('moves to the device step for a known address on a new device and connects once the link is followed', async () => {
    const { createFrameDouble } = await import('./frameDouble.testing.ts')
    const double = createFrameDouble({ origin: 'http://127.0.0.1:4180', knownEmails: [EMAIL] })
    const { client } = embeddedClient({ double })
    await client.embedded?.connectEmail(EMAIL)
    const verifying = client.embedded?.verifyOtp(double.codeFor(EMAIL) ?? '')
    await vi.waitFor(() => expect(client.stores.embedded.getState().login?.step).toBe('device'))
    await vi.waitFor(() => expect(double.received('CONNECT_DEVICE')).toHaveLength(1))
    double.approveDevice()
    await verifying
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
  })

  it('forgets the login on Back and goes back to Connect', async () => {
    const { client } = embeddedClient()
    client.open()
    await client.embedded?.connectEmail(EMAIL)
    client.embedded?.cancelLogin()
    expect(client.stores.embedded.getState().login).toBeUndefined()
    await vi.waitFor(() => expect(client.stores.router.getState().view).toBe('Connect'))
  })
})

describe('a login that cannot complete', () => {
  it('says “A problem occurred while trying initialize authentication”, signs out and starts over at Connect', async () => {
    const { client, double } = embeddedClient()
    client.open()
    await client.embedded?.connectEmail(EMAIL)
    double.state.failUser = true
    await expect(client.embedded?.verifyOtp(double.codeFor(EMAIL) ?? '')).rejects.toMatchObject({
      message: 'A problem occurred while trying initialize authentication',
    })
    expect(client.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      code: 'INITIALIZE_AUTHENTICATION_FAILED',
    })
    expect(client.stores.router.getState().history).toEqual(['Connect'])
    expect(double.state.signedIn).toBe(false)
    expect(client.stores.accounts.getState().eip155?.status ?? 'disconnected').toBe('disconnected')
  })

  it('shows the frame’s load timeout (iframe_load_failed) as an alert and the error to the view', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { createFrameDouble } = await import('./frameDouble.testing.ts')
    const double = createFrameDouble({ origin: 'http://127.0.0.1:4180', ready: false })
    const { client } = embeddedClient({ double })
    const connecting = client.embedded?.connectEmail(EMAIL)
    while (!double.isConnected()) await new Promise((resolve) => setImmediate(resolve))
    vi.advanceTimersByTime(20_000)
    await expect(connecting).rejects.toMatchObject({ message: 'Unable to load email login dependency' })
    await vi.waitFor(() => expect(client.stores.embedded.getState().frame).toBe('failed'))
    expect(client.stores.alerts.getState().alerts.map((alert) => alert.code)).toContain('APKT004')
  })
})

describe('the embedded connection', () => {
  it('disconnects every namespace, signs the frame out and clears the SPEC §4 login cache', async () => {
    const { client, double, storage } = await loggedIn()
    await client.disconnect({ namespace: 'eip155' })
    expect(double.state.signedIn).toBe(false)
    await vi.waitFor(() => expect(client.stores.accounts.getState().solana?.status).toBe('disconnected'))
    expect(client.stores.accounts.getState().eip155?.status).toBe('disconnected')
    const stored = createStorage(storage)
    expect([stored.emailLoginUsed.get(), stored.email.get(), stored.lastUsedChain.get()]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
    expect(client.stores.embedded.getState().email).toBeUndefined()
  })

  it('signs the frame out when the last embedded connection ends, even if no adapter did', async () => {
    const setup = embeddedClient({ signOutOnDisconnect: false })
    await setup.client.embedded?.connectEmail(EMAIL)
    await setup.client.embedded?.verifyOtp(setup.double.codeFor(EMAIL) ?? '')
    await setup.client.disconnect()
    await vi.waitFor(() => expect(setup.double.state.signedIn).toBe(false))
    expect(createStorage(setup.storage).emailLoginUsed.get()).toBeUndefined()
  })

  it('remembers the EVM network last used with the embedded wallet, for the frame to start on after a reload', async () => {
    const { client, storage } = await loggedIn()
    const { testOptimism } = await import('../client/testNetworks.testing.ts')
    await client.switchNetwork(testOptimism.caipNetworkId)
    await vi.waitFor(() => expect(createStorage(storage).lastUsedChain.get()).toBe('eip155:10'))
  })

  it('comes back after a reload without opening the modal (IS_CONNECTED, then GET_USER)', async () => {
    const { storage } = await loggedIn()
    const { createFrameDouble } = await import('./frameDouble.testing.ts')
    const double = createFrameDouble({ origin: 'http://127.0.0.1:4180', signedInAs: EMAIL })
    const { client } = embeddedClient({ double, storage })
    await client.ready()
    expect(client.stores.accounts.getState().eip155).toMatchObject({
      status: 'connected',
      address: DOUBLE_ACCOUNTS.eip155,
    })
    expect(client.stores.accounts.getState().solana?.status).toBe('connected')
    expect(client.stores.modal.getState().open).toBe(false)
    expect(double.received('IS_CONNECTED').length).toBeGreaterThan(0)
    expect(client.stores.embedded.getState().email).toBe(EMAIL)
  })

  it('forgets the login cache when the frame no longer has the visitor after a reload', async () => {
    const { storage } = await loggedIn()
    const { client } = embeddedClient({ storage })
    await client.ready()
    expect(client.stores.accounts.getState().eip155?.status).toBe('disconnected')
    expect(createStorage(storage).emailLoginUsed.get()).toBeUndefined()
  })
})
