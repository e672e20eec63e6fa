import { describe, expect, it } from 'vitest'
import { createFoyerClient } from '../client/createFoyerClient.ts'
import { createMemoryWallet } from '../client/memoryWallet.testing.ts'
import { testNetworks } from '../client/testNetworks.testing.ts'
import { FoyerError } from '../errors/errors.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'

const held = {
  bip44: Array.from({ length: 12 }, (_, at) => `0x${String(at + 1).padStart(40, 'a')}`),
  legacy: Array.from({ length: 12 }, (_, at) => `0x${String(at + 1).padStart(40, 'b')}`),
}

function setup(holds: Record<string, string[]> | 'nothing to pick' = held) {
  const heldAccounts = holds === 'nothing to pick' ? undefined : holds
  const wallet = createMemoryWallet({ connector: { id: 'hardware', name: 'Hardware' }, heldAccounts })
  const client = createFoyerClient({
    networks: testNetworks,
    adapters: [wallet.adapter],
    storage: createMemoryStorage(),
  })
  return { client, wallet }
}

describe('picking the account of a wallet that holds many', () => {
  it("reads the wallet's default scheme first, then another scheme and the next page", async () => {
    const { client, wallet } = setup()
    const first = await client.readAccountChoices('hardware', { offset: 0, count: 5 })
    expect(first).toMatchObject({ status: 'ready', choices: { scheme: 'bip44' } })
    if (first.status !== 'ready') throw new Error('listed')
    expect(first.choices.accounts.map(({ address }) => address)).toEqual(held.bip44.slice(0, 5))
    expect(first.choices.schemes.map(({ id }) => id)).toEqual(['bip44', 'legacy'])

    const next = await client.readAccountChoices('hardware', { scheme: 'legacy', offset: 5, count: 5 })
    if (next.status !== 'ready') throw new Error('listed')
    expect(next.choices.accounts[0]).toEqual({ address: held.legacy[5], index: 5, path: 'legacy/5' })
    expect(wallet.state.choicesAsked).toEqual([
      { scheme: undefined, offset: 0, count: 5 },
      { scheme: 'legacy', offset: 5, count: 5 },
    ])
  })

  it('connects the account picked and closes the modal', async () => {
    const { client, wallet } = setup()
    client.open({ view: 'ConnectingExternal', data: { connectorId: 'hardware' } })
    await client.connect('hardware', { accountChoice: { scheme: 'legacy', index: 7 } })
    expect(wallet.state.connectCalls).toBe(1)
    expect(client.stores.accounts.getState().eip155).toMatchObject({ status: 'connected', address: held.legacy[7] })
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it("says what the wallet said when it cannot list them, in the catalogue's words", async () => {
    const { client, wallet } = setup()
    wallet.state.choicesError = new FoyerError('LEDGER_LOCKED')
    expect(await client.readAccountChoices('hardware', { offset: 0, count: 5 })).toMatchObject({
      status: 'failed',
      error: { message: 'Your Ledger is locked. Unlock it with your PIN and try again' },
    })
    wallet.state.choicesError = Object.assign(new Error('denied'), { code: 4001 })
    expect(await client.readAccountChoices('hardware', { offset: 0, count: 5 })).toMatchObject({
      status: 'failed',
      error: { message: 'User rejected the request' },
    })
    wallet.state.choicesError = new Error('transport closed')
    expect(await client.readAccountChoices('hardware', { offset: 0, count: 5 })).toMatchObject({
      status: 'failed',
      error: { message: 'Failed to connect' },
    })
    expect(await client.readAccountChoices('hardware', { offset: 0, count: 5 })).toMatchObject({ status: 'ready' })
  })

  it('answers that there is nothing to list for a wallet without accounts to pick', async () => {
    const { client } = setup('nothing to pick')
    expect(await client.readAccountChoices('hardware', { offset: 0, count: 5 })).toMatchObject({
      status: 'failed',
      error: { message: 'No connector found for connection' },
    })
  })
})
