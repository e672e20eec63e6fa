import { createMemoryStorage } from '@foyer/test-wallets'
import { createSolanaDevWallet, injectSolanaDevWallet, SOLANA_DEV_WALLET_ICON } from '@foyer/test-wallets/solana'
import { registerWallet } from '@wallet-standard/wallet'
import { describe, expect, it, vi } from 'vitest'
import { buildSolanaAdapter } from './buildSolanaAdapter.ts'

// The two orders of the Wallet Standard's handshake, on the page's one registry: this file alone (vitest isolates
// files) so that the first test runs before anything in the page asked for wallets.
vi.stubGlobal('window', new EventTarget())

const RPC_URL = 'http://127.0.0.1:1' // discovery never calls the wallet's node

describe('Wallet Standard registration', () => {
  it('finds a wallet that registered before the page asked (app-ready)', () => {
    injectSolanaDevWallet({ rpcUrl: RPC_URL, storage: createMemoryStorage(), controlKey: false })
    const lists: string[][] = []
    buildSolanaAdapter().watchConnectors((connectors) => lists.push(connectors.map((connector) => connector.name)))
    expect(lists).toEqual([['Dev Wallet']])
  })

  it('finds a wallet that registers after the page asked (register-wallet), calling back with the whole list', () => {
    const lists: string[][] = []
    const stop = buildSolanaAdapter().watchConnectors((connectors) =>
      lists.push(connectors.map((connector) => connector.name)),
    )
    const late = createSolanaDevWallet({ rpcUrl: RPC_URL, storage: createMemoryStorage() })
    Object.defineProperty(late, 'name', { value: 'Late Wallet' })
    registerWallet(late)
    stop()
    expect(lists).toEqual([['Dev Wallet'], ['Dev Wallet', 'Late Wallet']])
    expect(late.icon).toBe(SOLANA_DEV_WALLET_ICON)
  })
})
