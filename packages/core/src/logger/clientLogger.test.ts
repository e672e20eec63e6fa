import { describe, expect, it } from 'vitest'
import { createFoyerClient } from '../client/createFoyerClient.ts'
import { createMemoryWallet } from '../client/memoryWallet.testing.ts'
import { testNetworks } from '../client/testNetworks.testing.ts'
import type { FoyerOptions } from '../client/types.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'

function rejectingClient(logging: Pick<FoyerOptions, 'logger' | 'enableLogger'>) {
  const wallet = createMemoryWallet()
  wallet.state.nextAnswer = 'reject'
  const client = createFoyerClient({
    networks: testNetworks,
    adapters: [wallet.adapter],
    storage: createMemoryStorage(),
    ...logging,
  })
  return client
}

describe("the client's logger", () => {
  it('records a rejected connect with its connector and error when the dapp turned it on', async () => {
    const client = rejectingClient({ enableLogger: true })
    await client.connect('memory.wallet')
    expect(client.logger.entries()).toEqual([
      expect.objectContaining({
        level: 50,
        message: 'connect failed',
        context: expect.objectContaining({
          connectorId: 'memory.wallet',
          error: expect.objectContaining({ code: 'USER_REJECTED', message: 'User rejected the request' }),
        }),
      }),
    ])
  })

  it('keeps nothing by default', async () => {
    const client = rejectingClient({})
    await client.connect('memory.wallet')
    expect(client.logger.level).toBeUndefined()
    expect(client.logger.entries()).toEqual([])
  })

  it('keeps nothing below the level the dapp chose', async () => {
    const client = rejectingClient({ logger: { level: 'fatal' } })
    await client.connect('memory.wallet')
    expect(client.logger.entries()).toEqual([])
  })
})
