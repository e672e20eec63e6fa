import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StorageLike } from '../storage/storage.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'
import { embeddedClient, SECURE_SITE } from './embeddedClient.testing.ts'
import { createFrameDouble, DOUBLE_ACCOUNTS } from './frameDouble.testing.ts'

const EMAIL = 'ada@example.com'
const SMART = DOUBLE_ACCOUNTS.smartAccount
const EOA = DOUBLE_ACCOUNTS.eip155

afterEach(() => {
  vi.restoreAllMocks()
})

/** Signed in by email on chain 1 (smart-account enabled in this frame), preferring the eoa to start with. */
async function signedIn(options: { storage?: StorageLike; login?: boolean } = {}) {
  const storage = options.storage ?? createMemoryStorage()
  const double = createFrameDouble({ origin: SECURE_SITE, smartAccountNetworks: [1] })
  const setup = embeddedClient({ double, storage, accountTypesOn: ['eip155'] })
  const { client } = setup
  if (options.login !== false) {
    await client.embedded?.connectEmail(EMAIL)
    await client.embedded?.verifyOtp(double.codeFor(EMAIL) ?? '')
    await vi.waitFor(() => expect(client.stores.accounts.getState().eip155?.status).toBe('connected'))
  }
  return setup
}

const evm = (client: ReturnType<typeof embeddedClient>['client']) => client.stores.accounts.getState().eip155

describe('setPreferredAccountType (SPEC §4)', () => {
  it('comes back from login with the default smart account on a smart-account enabled network (SPEC §9)', async () => {
    const { client, double } = await signedIn()
    expect(double.received('GET_USER')[0]?.payload).toMatchObject({ preferredAccountType: 'smartAccount' })
    expect(evm(client)).toMatchObject({ address: SMART, preferredAccountType: 'smartAccount' })
    expect(evm(client)?.user?.accounts).toEqual([
      { type: 'smartAccount', address: SMART },
      { type: 'eoa', address: EOA },
    ])
  })

  it('switches the smart account to the eoa: the address changes and the choice is stored', async () => {
    const { client, storage } = await signedIn()
    await client.setPreferredAccountType('eoa')
    expect(evm(client)).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
    expect(JSON.parse(storage.getItem('@foyer/preferredAccountTypes') ?? '')).toEqual({
      v: 1,
      value: { eip155: 'eoa' },
    })
  })

  it('switches the eoa back to the smart account on an enabled network', async () => {
    const { client, double } = await signedIn()
    await client.setPreferredAccountType('eoa')
    await client.setPreferredAccountType('smartAccount')
    expect(double.received('SET_PREFERRED_ACCOUNT').map((event) => event.payload)).toEqual([
      { type: 'eoa' },
      { type: 'smartAccount' },
    ])
    expect(evm(client)).toMatchObject({ address: SMART, preferredAccountType: 'smartAccount' })
  })

  it('refuses the smart account on a network without smart accounts and keeps the eoa', async () => {
    const { client, double } = await signedIn()
    await client.setPreferredAccountType('eoa')
    await client.switchNetwork('eip155:10')
    await expect(client.setPreferredAccountType('smartAccount')).rejects.toMatchObject({
      code: 'SMART_ACCOUNT_NOT_ENABLED',
      message: 'Smart accounts are not available on this network',
    })
    expect(double.received('SET_PREFERRED_ACCOUNT')).toHaveLength(1)
    expect(evm(client)).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
  })

  it('comes back after a reload with the type the visitor chose', async () => {
    const storage = createMemoryStorage()
    const first = await signedIn({ storage })
    await first.client.setPreferredAccountType('eoa')
    const reloaded = embeddedClient({
      storage,
      accountTypesOn: ['eip155'],
      double: createFrameDouble({ origin: SECURE_SITE, smartAccountNetworks: [1], signedInAs: EMAIL }),
    })
    await reloaded.client.ready()
    await vi.waitFor(() => expect(evm(reloaded.client)?.status).toBe('connected'))
    expect(reloaded.double.received('GET_USER')[0]?.payload).toMatchObject({ preferredAccountType: 'eoa' })
    expect(evm(reloaded.client)).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
  })

  it('is refused with “Not connected to email or social” when nobody is connected through the embedded wallet', async () => {
    const { client } = await signedIn({ login: false })
    await expect(client.setPreferredAccountType('smartAccount')).rejects.toMatchObject({
      message: 'Not connected to email or social',
    })
  })

  it('stores the frame’s smart-account networks comma-joined', async () => {
    const { client, storage } = await signedIn()
    expect(client.stores.embedded.getState().smartAccountEnabledNetworks).toEqual([1])
    expect(JSON.parse(storage.getItem('@foyer/smartAccountEnabledNetworks') ?? '')).toEqual({ v: 1, value: '1' })
  })

  it('knows the stored smart-account networks before the frame answers', async () => {
    const storage = createMemoryStorage()
    storage.setItem('@foyer/smartAccountEnabledNetworks', JSON.stringify({ v: 1, value: '1,8453' }))
    const { client } = embeddedClient({ storage, double: createFrameDouble({ origin: SECURE_SITE, ready: false }) })
    await vi.waitFor(() => expect(client.stores.embedded.getState().smartAccountEnabledNetworks).toEqual([1, 8453]))
  })

  it('asks the new address to sign in when sign-in is on and it has no session, as after a connect', async () => {
    const storage = createMemoryStorage()
    const double = createFrameDouble({ origin: SECURE_SITE, smartAccountNetworks: [1] })
    // Any signature passes: what is tested is when the flow asks, not the cryptography.
    const siwx = { verifiers: [{ namespace: 'eip155' as const, verify: async () => true }] }
    const { client } = embeddedClient({ double, storage, accountTypesOn: ['eip155'], siwx })
    await client.embedded?.connectEmail(EMAIL)
    await client.embedded?.verifyOtp(double.codeFor(EMAIL) ?? '')
    await vi.waitFor(() => expect(client.stores.router.getState().view).toBe('SIWXSignMessage'))
    const signing = client.siwx.signIn()
    await vi.waitFor(() => expect(double.state.held).toHaveLength(1))
    double.approve()
    await signing
    await vi.waitFor(() => expect(client.stores.modal.getState().open).toBe(false))

    await client.setPreferredAccountType('eoa')
    await vi.waitFor(() => expect(client.stores.modal.getState().open).toBe(true))
    expect(client.stores.router.getState().view).toBe('SIWXSignMessage')
    expect(evm(client)?.address).toBe(EOA)
  })
})
