import { describe, expect, it, vi } from 'vitest'
import { createFoyerClient } from '../client/createFoyerClient.ts'
import { createMemoryWallet } from '../client/memoryWallet.testing.ts'
import { testNetworks } from '../client/testNetworks.testing.ts'
import type { FoyerOptions } from '../client/types.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'
import { clientLogger } from './clientLogger.ts'

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
    // The ring's code arrives on its own time; the entry waits for it.
    await vi.waitFor(() => expect(client.logger.entries()).toHaveLength(1))
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
    expect(client.logger.entries()).toEqual([])
  })

  it('keeps nothing below the level the dapp chose', async () => {
    const client = rejectingClient({ logger: { level: 'fatal' } })
    await client.connect('memory.wallet')
    expect(client.logger.entries()).toEqual([])
  })
})

describe('clientLogger', () => {
  it('keeps what was logged before its code arrived, in order and with the time it was logged', async () => {
    const logger = clientLogger({ enableLogger: true })
    expect(logger.log(50, 'first', undefined, 1000)).toBe(true)
    expect(logger.log(40, 'second', undefined, 2000)).toBe(true)
    await vi.waitFor(() => expect(logger.entries()).toHaveLength(2))
    expect(logger.entries()).toEqual([
      { level: 50, time: 1000, message: 'first' },
      { level: 40, time: 2000, message: 'second' },
    ])
  })

  it('keeps nothing below its level, even what was logged before its code arrived', async () => {
    const logger = clientLogger({ logger: { level: 'error' } })
    logger.log(40, 'below')
    logger.log(50, 'kept')
    await vi.waitFor(() => expect(logger.level).toBe(50))
    expect(logger.entries().map((entry) => entry.message)).toEqual(['kept'])
  })
})
