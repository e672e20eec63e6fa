import { FARCASTER_FAILED, FARCASTER_URL_EXPIRED } from '@foyer/protocol/frame-constants'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { embeddedClient } from './embeddedClient.testing.ts'
import { DOUBLE_ACCOUNTS } from './frameDouble.testing.ts'

afterEach(() => {
  vi.useRealTimers()
})

/** ConnectingFarcaster open and the frame waiting for the Farcaster app on its first URL. */
async function waitingForFarcaster() {
  const setup = embeddedClient()
  setup.client.open({ view: 'ConnectingFarcaster' })
  const connecting = setup.client.embedded?.connectFarcaster() ?? Promise.reject(new Error('no embedded wallet'))
  connecting.catch(() => undefined)
  await vi.waitFor(() => expect(setup.double.state.farcasterWait).toBeDefined())
  return { ...setup, connecting }
}

const farcasterUrlOf = (setup: Awaited<ReturnType<typeof waitingForFarcaster>>) =>
  setup.client.stores.accounts.getState().eip155?.farcasterUrl

describe('Sign In With Farcaster (client.embedded.connectFarcaster)', () => {
  it('shows the frame’s channel URL as the per-chain farcasterUrl while it waits', async () => {
    const setup = await waitingForFarcaster()
    expect(farcasterUrlOf(setup)).toBe('https://farcaster.example/~/siwf?channelToken=c1')
  })

  it('connects every namespace through the AUTH connectors once the Farcaster app approves', async () => {
    const setup = await waitingForFarcaster()
    setup.double.answerFarcaster({ userName: 'alice' })
    await setup.connecting
    const accounts = setup.client.stores.accounts.getState()
    expect([accounts.eip155?.address, accounts.solana?.address]).toEqual([
      DOUBLE_ACCOUNTS.eip155,
      DOUBLE_ACCOUNTS.solana,
    ])
  })

  it('keeps the Farcaster username as the stored socialUsername and in the account’s user', async () => {
    const setup = await waitingForFarcaster()
    setup.double.answerFarcaster({ userName: 'alice' })
    await setup.connecting
    expect([setup.client.stores.accounts.getState().eip155?.user?.userName]).toEqual(['alice'])
  })

  it('shows a new URL when the old one expired, and keeps waiting', async () => {
    const setup = await waitingForFarcaster()
    setup.double.answerFarcaster({ error: FARCASTER_URL_EXPIRED })
    await vi.waitFor(() => expect(farcasterUrlOf(setup)).toBe('https://farcaster.example/~/siwf?channelToken=c2'))
  })

  it('asks for no new URL once the modal is closed', async () => {
    const setup = await waitingForFarcaster()
    setup.client.close()
    setup.double.answerFarcaster({ error: FARCASTER_URL_EXPIRED })
    await setup.connecting
    expect(setup.double.state.farcasterChannels).toBe(1)
  })

  it("fails with 'Failed to connect to farcaster' when the frame could not verify the login", async () => {
    const setup = await waitingForFarcaster()
    setup.double.answerFarcaster({ error: FARCASTER_FAILED })
    await expect(setup.connecting).rejects.toMatchObject({ message: 'Failed to connect to farcaster' })
  })
})

describe('Back from ConnectingFarcaster', () => {
  it('clears the stored Farcaster url while disconnected', async () => {
    const setup = await waitingForFarcaster()
    setup.client.embedded?.cancelFarcaster()
    await vi.waitFor(() => expect(farcasterUrlOf(setup)).toBeUndefined())
  })

  it('reloads the embedded wallet provider (the frame’s RELOAD) after 100 ms', async () => {
    const setup = await waitingForFarcaster()
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    setup.client.embedded?.cancelFarcaster()
    await vi.waitFor(() => expect(farcasterUrlOf(setup)).toBeUndefined())
    vi.advanceTimersByTime(99)
    expect(setup.double.state.reloads).toBe(0)
    vi.advanceTimersByTime(1)
    vi.useRealTimers()
    await vi.waitFor(() => expect(setup.double.state.reloads).toBe(1))
  })

  it('Farcaster again right after Back asks the reloaded frame for its channel, and waits on it', async () => {
    const setup = await waitingForFarcaster()
    setup.client.embedded?.cancelFarcaster()
    setup.client.open({ view: 'ConnectingFarcaster' })
    const again = setup.client.embedded?.connectFarcaster() ?? Promise.reject(new Error('no embedded wallet'))
    again.catch(() => undefined)
    await vi.waitFor(() => expect(setup.double.state.farcasterChannels).toBe(2))
    expect(setup.double.state.reloads).toBe(1)
    await vi.waitFor(() => expect(farcasterUrlOf(setup)).toBe('https://farcaster.example/~/siwf?channelToken=c2'))
    setup.double.answerFarcaster({ userName: 'alice' })
    await again
    expect(setup.client.stores.accounts.getState().eip155?.status).toBe('connected')
  })

  it('ends the pending login quietly: an approval after Back connects nothing', async () => {
    const setup = await waitingForFarcaster()
    setup.client.embedded?.cancelFarcaster()
    setup.double.answerFarcaster({ userName: 'alice' })
    await setup.connecting
    expect(setup.client.stores.accounts.getState().eip155?.status).not.toBe('connected')
  })
})

describe('the Farcaster username after the login', () => {
  it('is the embedded state’s userName, for Account', async () => {
    const setup = await waitingForFarcaster()
    setup.double.answerFarcaster({ userName: 'alice' })
    await setup.connecting
    expect(setup.client.stores.embedded.getState().userName).toBe('alice')
  })

  it('comes back from the stored socialUsername after a reload of the page', async () => {
    const setup = await waitingForFarcaster()
    setup.double.answerFarcaster({ userName: 'alice' })
    await setup.connecting
    const reloaded = embeddedClient({ storage: setup.storage })
    await vi.waitFor(() => expect(reloaded.client.stores.embedded.getState().userName).toBe('alice'))
  })
})
