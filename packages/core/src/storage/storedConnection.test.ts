import { describe, expect, it } from 'vitest'
import { storedConnectorId } from './storedConnection.ts'
import { createMemoryStorage, createStorage } from './storedItems.ts'

describe('storedConnectorId', () => {
  it('names the wallet a namespace was left connected to', () => {
    const storage = createStorage(createMemoryStorage())
    storage.connectedConnectorIds.set('eip155', 'io.metamask')
    expect(storedConnectorId(storage, 'eip155')).toBe('io.metamask')
    expect(storedConnectorId(storage, 'solana')).toBeUndefined()
  })

  it('names none when the visitor disconnected from it since', () => {
    const storage = createStorage(createMemoryStorage())
    storage.connectedConnectorIds.set('eip155', 'io.metamask')
    storage.disconnectedConnectorIds.add('io.metamask')
    expect(storedConnectorId(storage, 'eip155')).toBeUndefined()
  })
})
