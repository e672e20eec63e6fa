import { parseSiwxMessage } from '@foyer/protocol/siwx-message'
import { describe, expect, it, vi } from 'vitest'
import { createFoyerClient } from '../client/createFoyerClient.ts'
import { createMemoryWallet, memorySignature } from '../client/memoryWallet.testing.ts'
import { testNetworks } from '../client/testNetworks.testing.ts'
import type { FoyerOptions } from '../client/types.ts'
import type { SiwxVerifier } from '../siwx/siwxTypes.ts'
import type { StorageLike } from '../storage/storage.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'

const networks = testNetworks

/** Checks the memory wallet's signatures: this message, by this account. */
const memoryVerifier: SiwxVerifier = {
  namespace: 'eip155',
  verify: async ({ session }) => session.signature === memorySignature(session.message, session.data.accountAddress),
}

function setup(siwx: FoyerOptions['siwx'] = {}, storage: StorageLike = createMemoryStorage()) {
  const wallet = createMemoryWallet()
  const client = createFoyerClient({
    networks,
    adapters: [wallet.adapter],
    storage,
    siwx: siwx && { verifiers: [memoryVerifier], ...siwx },
  })
  return { client, wallet, storage }
}

/**
 * Lets the sign-in chunk load and its checks settle: the chunk is imported here first (so its load, the one part
 * that takes real time on a busy machine, is done), then the flows' promise chains get a few turns.
 */
const settle = async () => {
  await import('./siwxFlows.ts')
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}
const view = (client: ReturnType<typeof setup>['client']) => client.stores.router.getState().view
const isOpen = (client: ReturnType<typeof setup>['client']) => client.stores.modal.getState().open

describe('sign-in flow (SPEC §4)', () => {
  it('asks for a signature right after connecting, keeps the session and closes', async () => {
    const { client, wallet } = setup()
    const success = vi.fn()
    client.on('SIWX_AUTH_SUCCESS', success)
    client.open()
    await client.connect('memory.wallet')
    await settle()
    expect(isOpen(client)).toBe(true)
    expect(view(client)).toBe('SIWXSignMessage')

    await client.siwx.signIn()
    expect(isOpen(client)).toBe(false)
    const { status, session } = client.stores.siwx.getState()
    expect(status).toBe('signed')
    const message = parseSiwxMessage(wallet.state.signed[0] ?? '')
    expect(message).toMatchObject({ accountAddress: wallet.address, chainId: 'eip155:1', version: '1' })
    expect(session?.data).toEqual(message)
    expect(success).toHaveBeenCalledWith({ caipNetworkId: 'eip155:1', address: wallet.address })
  })

  it('asks nothing after a reload while the session is valid', async () => {
    const first = setup()
    first.client.open()
    await first.client.connect('memory.wallet')
    await settle()
    await first.client.siwx.signIn()
    first.client.destroy()

    const wallet = createMemoryWallet()
    wallet.state.approved = true
    const client = createFoyerClient({
      networks,
      adapters: [wallet.adapter],
      storage: first.storage,
      siwx: { verifiers: [memoryVerifier] },
    })
    await settle()
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
    expect(client.stores.siwx.getState().status).toBe('signed')
    expect(isOpen(client)).toBe(false)
    expect(wallet.state.signed).toEqual([])
  })

  it('asks for the email first with email capture on (SPEC §4 DataCapture)', async () => {
    const wallet = createMemoryWallet()
    const client = createFoyerClient({
      networks,
      adapters: [wallet.adapter],
      storage: createMemoryStorage(),
      siwx: { verifiers: [memoryVerifier] },
      features: { emailCapture: true },
    })
    client.open()
    await client.connect('memory.wallet')
    await settle()
    expect(view(client)).toBe('DataCapture')
  })

  it('asks nothing, not even the email, when a valid session exists (docs/decisions/0006)', async () => {
    const first = setup()
    first.client.open()
    await first.client.connect('memory.wallet')
    await settle()
    await first.client.siwx.signIn()
    first.client.destroy()

    const wallet = createMemoryWallet({ approved: true })
    const client = createFoyerClient({
      networks,
      adapters: [wallet.adapter],
      storage: first.storage,
      siwx: { verifiers: [memoryVerifier] },
      features: { emailCapture: true },
    })
    await settle()
    expect(client.stores.siwx.getState().status).toBe('signed')
    expect(isOpen(client)).toBe(false)
  })

  it("shows 'Error signing message' and reopens the sign view when the wallet refuses", async () => {
    const { client, wallet } = setup()
    client.open()
    await client.connect('memory.wallet')
    await settle()
    wallet.state.nextAnswer = 'reject'
    await client.siwx.signIn()
    expect(client.stores.toast.getState()).toMatchObject({ code: 'ERROR_SIGNING_MESSAGE', variant: 'error' })
    expect(client.stores.siwx.getState()).toMatchObject({ status: 'error' })
    expect(client.stores.siwx.getState().error?.message).toBe('User rejected the request')
    expect(view(client)).toBe('SIWXSignMessage')
    expect(isOpen(client)).toBe(true)

    await client.siwx.signIn()
    expect(client.stores.siwx.getState().status).toBe('signed')
  })

  it('refuses a signature its verifier does not accept, and keeps nothing', async () => {
    const { client, storage } = setup({ verifiers: [{ namespace: 'eip155', verify: async () => false }] })
    client.open()
    await client.connect('memory.wallet')
    await settle()
    await client.siwx.signIn()
    expect(client.stores.siwx.getState().error?.message).toBe('The signature does not match the message and account')
    expect(client.stores.siwx.getState().session).toBeUndefined()
    expect(JSON.parse(storage.getItem('@foyer/siwxSessions') ?? '{"value":[]}').value).toEqual([])
  })

  it('closes on cancel when sign-in is optional, and stays connected', async () => {
    const { client } = setup()
    client.open()
    await client.connect('memory.wallet')
    await settle()
    await client.siwx.cancelSignIn()
    expect(isOpen(client)).toBe(false)
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
  })

  it('cannot be closed while a required sign-in has no session; cancel disconnects', async () => {
    const { client } = setup({ required: true })
    client.open()
    await client.connect('memory.wallet')
    await settle()
    client.close()
    client.goBack()
    expect(isOpen(client)).toBe(true)
    expect(view(client)).toBe('SIWXSignMessage')

    await client.siwx.cancelSignIn()
    expect(client.stores.accounts.getState().eip155?.status).toBe('disconnected')
    expect(isOpen(client)).toBe(false)
  })

  it('asks again on a network without a session, and cancel goes back to the signed-in one', async () => {
    const { client, wallet } = setup({ required: true })
    client.open()
    await client.connect('memory.wallet')
    await settle()
    await client.siwx.signIn()

    wallet.emit({ type: 'chainChanged', chainId: 10 })
    await settle()
    expect(view(client)).toBe('SIWXSignMessage')
    expect(client.stores.siwx.getState().session).toBeUndefined()

    await client.siwx.cancelSignIn()
    await settle()
    expect(client.stores.chains.getState().activeCaipNetworkId).toBe('eip155:1')
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
    expect(client.stores.siwx.getState().status).toBe('signed')
  })

  it('disconnects a cancelled required sign-in when the wallet refuses to go back to the signed-in network', async () => {
    const { client, wallet } = setup({ required: true })
    client.open()
    await client.connect('memory.wallet')
    await settle()
    await client.siwx.signIn()
    wallet.emit({ type: 'chainChanged', chainId: 10 })
    await settle()
    expect(view(client)).toBe('SIWXSignMessage')

    wallet.state.nextAnswer = 'reject'
    await client.siwx.cancelSignIn()
    await settle()
    expect(client.stores.accounts.getState().eip155?.status).toBe('disconnected')
    expect(isOpen(client)).toBe(false)
  })

  it('cannot be closed while the wallet decides on going back to the signed-in network', async () => {
    const { client, wallet } = setup({ required: true })
    client.open()
    await client.connect('memory.wallet')
    await settle()
    await client.siwx.signIn()
    wallet.emit({ type: 'chainChanged', chainId: 10 })
    await settle()

    let answerSwitch: () => void = () => {}
    const switchAsked = new Promise<void>((resolve) => {
      wallet.adapter.switchNetwork = () => {
        resolve()
        return new Promise((_, reject) => {
          answerSwitch = () => reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
        })
      }
    })
    const cancelling = client.siwx.cancelSignIn()
    await switchAsked
    expect(view(client)).toBe('SwitchNetwork')
    client.close()
    expect(isOpen(client)).toBe(true)
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')

    answerSwitch()
    await cancelling
    expect(client.stores.accounts.getState().eip155?.status).toBe('disconnected')
  })

  it('ends the session on sign out and on disconnect', async () => {
    const { client, storage } = setup()
    client.open()
    await client.connect('memory.wallet')
    await settle()
    await client.siwx.signIn()
    await client.siwx.signOut()
    expect(client.stores.siwx.getState().session).toBeUndefined()
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')

    client.open({ view: 'SIWXSignMessage' })
    await client.siwx.signIn()
    await client.disconnect()
    expect(JSON.parse(storage.getItem('@foyer/siwxSessions') ?? '{}')).toEqual({ v: 1, value: [] })
  })

  it('names what is missing (SPEC §5)', async () => {
    const { client } = setup()
    await expect(client.siwx.signIn()).rejects.toThrow('No ActiveCaipAddress found')
    const plain = createFoyerClient({
      networks,
      adapters: [createMemoryWallet().adapter],
      storage: createMemoryStorage(),
    })
    await expect(plain.siwx.signIn()).rejects.toThrow('SIWX is not enabled')
  })

  it('drops a corrupt stored session and asks again', async () => {
    const storage = createMemoryStorage()
    storage.setItem('@foyer/siwxSessions', '{"v":1,"value":[{"data":7}]}')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client } = setup({}, storage)
    client.open()
    await client.connect('memory.wallet')
    await settle()
    expect(view(client)).toBe('SIWXSignMessage')
    expect(storage.getItem('@foyer/siwxSessions')).toBeNull()
    warn.mockRestore()
  })

  it("says 'A problem occurred while trying initialize authentication' and disconnects when sessions cannot be read", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = {
      add: async () => Promise.reject(new Error('unused')),
      get: async () => Promise.reject(new Error('storage offline')),
      delete: async () => {},
      set: async () => {},
    }
    const { client } = setup({ storage: broken })
    client.open()
    await client.connect('memory.wallet')
    await settle()
    expect(client.stores.toast.getState()).toMatchObject({
      code: 'INITIALIZE_AUTHENTICATION_FAILED',
      variant: 'error',
    })
    expect(client.stores.accounts.getState().eip155?.status).toBe('disconnected')
    expect(isOpen(client)).toBe(false)
    expect(view(client)).toBe('Connect')
    error.mockRestore()
  })
})
