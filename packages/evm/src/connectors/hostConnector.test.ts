import { describe, expect, it } from 'vitest'
import { buildEvmAdapter } from '../buildEvmAdapter.ts'
import type { EvmConnector } from './evmConnector.ts'
import { hostConnectorId } from './hostConnector.ts'

const connector = (id: string, connectsByItself?: () => Promise<boolean>): EvmConnector => ({
  connector: { id, name: id, type: 'EXTERNAL', chain: 'eip155' },
  open: async () => {
    throw new Error(`${id} is not opened in these tests`)
  },
  ...(connectsByItself ? { connectsByItself } : {}),
})

describe('the wallet the page runs inside', () => {
  it('is the first listed connector that says the page is its own', async () => {
    const connectors = [
      connector('sdkWallet'),
      connector('elsewhere', async () => false),
      connector('host', async () => true),
      connector('later', async () => true),
    ]
    expect(await hostConnectorId(connectors)).toBe('host')
  })

  it('is none when no connector says so, or one fails to tell', async () => {
    const failing = connector('failing', async () => {
      throw new Error('its code did not load')
    })
    expect(await hostConnectorId([connector('sdkWallet'), failing])).toBeUndefined()
  })

  it('is a capability only an adapter with a connector that can host has', () => {
    expect(buildEvmAdapter({ injected: false, connectors: [connector('sdkWallet')] }).hostConnectorId).toBeUndefined()
    const hosting = buildEvmAdapter({ injected: false, connectors: [connector('host', async () => true)] })
    expect(hosting.hostConnectorId).toBeTypeOf('function')
  })
})
