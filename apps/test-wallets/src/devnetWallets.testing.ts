import { type Devnet, startDevnet } from '@foyer/devnet'
import { afterAll, beforeAll } from 'vitest'
import { createDevWallet } from './devWallet.ts'
import type { DevWalletOptions } from './devWalletTypes.ts'
import { createMemoryStorage } from './walletStorage.ts'

/**
 * A devnet of its own for a suite (started before it, stopped after it), and Dev Wallets on both of its chains
 * holding the keys of `keyIndexes` (so each suite keeps to accounts no other suite's balances depend on).
 */
export function devnetWallets(keyIndexes: readonly [number, ...number[]]) {
  let devnet: Devnet | undefined
  let chains: DevWalletOptions['chains'] | undefined
  beforeAll(async () => {
    devnet = await startDevnet({ ports: [0, 0] })
    chains = [
      { chainId: 31337, rpcUrl: devnet.chains[0]!.rpcUrl, name: 'Foyer Devnet' },
      { chainId: 31338, rpcUrl: devnet.chains[1]!.rpcUrl, name: 'Foyer Devnet L2' },
    ]
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  const started = (): Devnet => {
    if (!devnet) throw new Error('The devnet starts in beforeAll')
    return devnet
  }
  const account = (index: number) => started().accounts[index]!
  const newWallet = (options: Partial<DevWalletOptions> = {}) =>
    createDevWallet({
      privateKeys: keyIndexes.map((index) => account(index).privateKey) as [`0x${string}`, ...`0x${string}`[]],
      chains: chains!,
      storage: createMemoryStorage(),
      ...options,
    })
  const approvedWallet = async (options: Partial<DevWalletOptions> = {}) => {
    const wallet = newWallet(options)
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    return wallet
  }
  return { devnet: started, account, newWallet, approvedWallet }
}
