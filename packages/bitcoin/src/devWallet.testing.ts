import type { ChainAdapter, Network } from '@foyer/core'
import { startBitcoinDevnet } from '@foyer/devnet/bitcoin'
import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import { createMemoryStorage } from '@foyer/test-wallets'
import {
  type BitcoinDevWallet,
  createBitcoinDevWallet,
  type InjectBitcoinDevWalletOptions,
  injectBitcoinDevWallet,
} from '@foyer/test-wallets/bitcoin'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { bitcoinTestNetwork } from './bitcoinTestNetwork.testing.ts'
import { buildBitcoinAdapter } from './buildBitcoinAdapter.ts'

export const DEV_WALLET = 'wallet-standard:Dev Wallet'

/**
 * The regtest devnet and the Bitcoin Dev Wallet for a test file: the devnet starts once, each test registers its own
 * wallets (unregistered after it) and makes its own adapter.
 */
export function useDevnetAndWallets() {
  const state: { devnet?: Awaited<ReturnType<typeof startBitcoinDevnet>>; network?: Network } = {}
  const unregisters: (() => void)[] = []
  beforeAll(async () => {
    state.devnet = await startBitcoinDevnet({ port: 0 })
    state.network = bitcoinTestNetwork(state.devnet.url)
  })
  afterAll(async () => {
    await state.devnet?.stop()
  })
  afterEach(() => {
    for (const unregister of unregisters.splice(0)) unregister()
    // The injected faces live on window: each test starts with none.
    for (const key of ['btc_providers', 'FoyerDevWallet', 'unisat', 'bitkeep', 'okxwallet']) {
      delete (window as unknown as Record<string, unknown>)[key]
    }
  })

  const devnet = () => {
    if (!state.devnet) throw new Error('The devnet has not started')
    return state.devnet
  }

  return {
    devnet,
    network: (): Network => {
      if (!state.network) throw new Error('The devnet has not started')
      return state.network
    },
    /** A Dev Wallet registered as an extension would be, holding devnet keys `from` on, answering at once. */
    installWallet(options: { from?: number } = {}): BitcoinDevWallet {
      const wallet = createBitcoinDevWallet({
        privateKeys: BITCOIN_DEVNET_ACCOUNTS.slice(options.from ?? 1).map((account) => account.privateKey),
        esploraUrl: devnet().url,
        storage: createMemoryStorage(),
        delayMs: 0,
      })
      unregisters.push(getWallets().register(wallet))
      return wallet
    },
    /**
     * The Dev Wallet's sats-connect and Unisat-style faces (no Wallet Standard one unless asked), over devnet keys 1
     * on, answering at once.
     */
    injectFaces(options: Pick<InjectBitcoinDevWalletOptions, 'satsConnect' | 'unisat' | 'walletStandard'>) {
      return injectBitcoinDevWallet({
        walletStandard: false,
        controlKey: false,
        privateKeys: BITCOIN_DEVNET_ACCOUNTS.slice(1).map((account) => account.privateKey),
        esploraUrl: devnet().url,
        storage: createMemoryStorage(),
        delayMs: 0,
        ...options,
      })
    },
    /** Registers another Wallet Standard wallet (one made from the Dev Wallet with a feature narrowed). */
    register(wallet: Wallet) {
      unregisters.push(getWallets().register(wallet))
    },
    adapter: (): ChainAdapter => buildBitcoinAdapter({ walletWaitMs: 200 }),
  }
}
