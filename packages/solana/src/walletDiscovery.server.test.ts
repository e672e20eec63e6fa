import { describe, expect, it } from 'vitest'
import { createWalletDiscovery } from './walletDiscovery.ts'

describe('Solana wallet discovery on a server', () => {
  it('lists nothing and waits for nothing without a window', async () => {
    const lists: unknown[] = []
    createWalletDiscovery().watch((connectors) => lists.push(connectors))
    expect(lists).toEqual([[]])
    expect(await createWalletDiscovery().waitForWallet('wallet-standard:Dev Wallet', 0)).toBeUndefined()
  })
})
