import { describe, expect, it } from 'vitest'
import { createWalletConnect, loadWalletConnect } from './createWalletConnect.ts'
import { createMemoryStorage } from './storage/storage.ts'
import type { WalletConnectOptions } from './types.ts'

const options: WalletConnectOptions = {
  projectId: 'foyer-test',
  relayUrl: 'ws://127.0.0.1:1/relay',
  metadata: { name: 'Test dapp', description: 'a dapp in a test', url: 'http://127.0.0.1', icons: [] },
  rpcMap: { 'eip155:31337': 'http://127.0.0.1:1' },
  storage: createMemoryStorage(),
}

describe('createWalletConnect', () => {
  it('refuses half-configured options at once, before any code loads', () => {
    expect(() => createWalletConnect({ ...options, relayUrl: 'https://relay.example' })).toThrow(
      'WalletConnect: relayUrl must be a ws:// or wss:// URL, got "https://relay.example"',
    )
  })

  it('gives every adapter that shares it the same session object', async () => {
    const walletConnect = createWalletConnect(options)
    const [forEvm, forSolana] = await Promise.all([loadWalletConnect(walletConnect), loadWalletConnect(walletConnect)])
    expect(forEvm).toBeDefined()
    expect(forEvm).toBe(forSolana)
    expect(forEvm?.chains).toEqual(['eip155:31337'])
  })

  it('hands a ready-made session through, and none when none is configured', async () => {
    const ready = await createWalletConnect(options).loadWalletConnect()
    expect(await loadWalletConnect(ready)).toBe(ready)
    expect(await loadWalletConnect(undefined)).toBeUndefined()
  })
})
