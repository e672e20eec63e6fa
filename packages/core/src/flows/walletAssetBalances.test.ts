import { describe, expect, it, vi } from 'vitest'
import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import type { WalletAsset, WalletCalls } from '../adapter/calls.ts'
import type { TokenBalance } from '../api/apiTypes.ts'
import { createMemoryWallet } from '../client/memoryWallet.testing.ts'
import { testMainnet } from '../client/testNetworks.testing.ts'
import { createAccountsController } from '../controllers/accountsController.ts'
import type { ApiFlowContext } from './apiContext.ts'
import { toTokenBalance, walletAssetBalances } from './walletAssetBalances.ts'

const FUSD = '0xaa974Ab02B651c3B5dcFAD67a88dc7D143A8f3EC'
const NEW = '0x9446cf6e2F85AF2265461701164E0a8935ee77cB'
const ether: WalletAsset = {
  address: 'native',
  type: 'native',
  balance: 2n * 10n ** 18n,
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
}
const fusd: WalletAsset = {
  address: FUSD,
  type: 'erc20',
  balance: 5_000_000n,
  name: 'Foyer USD',
  symbol: 'fUSD',
  decimals: 6,
}
const apiFusd: TokenBalance = {
  name: 'Foyer USD',
  symbol: 'fUSD',
  chainId: 'eip155:1',
  address: `eip155:1:${FUSD}`,
  value: 5,
  price: 1,
  quantity: { decimals: '6', numeric: '5' },
  iconUrl: 'https://api.example/fUSD.png',
}
const DISCOVERS = { '0x1': { assetDiscovery: { supported: true } } }

/** The flow's context as far as it reads it: one connected account with `capabilities`, its adapter's wallet calls. */
function contextWith(capabilities: Record<string, unknown> | undefined, getAssets: WalletCalls['getAssets']) {
  const wallet = createMemoryWallet()
  const calls = { getAssets } as WalletCalls
  const adapter: ChainAdapter = { ...wallet.adapter, walletCalls: async () => calls }
  const accounts = createAccountsController(() => 'eoa')
  accounts.setConnected('eip155', {
    connectorId: 'memory.wallet',
    address: wallet.address,
    caipAddress: `eip155:1:${wallet.address}`,
  })
  accounts.update('eip155', { capabilities })
  const context = { accounts, adapters: new Map([['eip155', adapter]]) } as unknown as ApiFlowContext
  return { context, active: { network: testMainnet, address: wallet.address } }
}

describe('token balances from the wallet (EIP-7811)', () => {
  it('maps a wallet asset to the SPEC §3 token balance, with the price and icon the API has for it', () => {
    expect(toTokenBalance(fusd, testMainnet, [apiFusd])).toEqual({
      name: 'Foyer USD',
      symbol: 'fUSD',
      chainId: 'eip155:1',
      address: `eip155:1:${FUSD}`,
      price: 1,
      value: 5,
      quantity: { decimals: 6, numeric: '5' },
      iconUrl: 'https://api.example/fUSD.png',
    })
  })

  it('leaves a token the API does not price without a price or value', () => {
    const token = toTokenBalance({ ...fusd, address: NEW, symbol: 'NEW' }, testMainnet, [apiFusd])
    expect([token.price, token.value]).toEqual([null, null])
  })

  it('lists what a wallet announcing assetDiscovery holds, the API only pricing it', async () => {
    const { context, active } = contextWith(DISCOVERS, async () => [ether, fusd])
    const balances = await walletAssetBalances(context, active, async () => [apiFusd])
    expect(balances?.map((balance) => [balance.symbol, balance.quantity.numeric, balance.price])).toEqual([
      ['ETH', '2', null],
      ['fUSD', '5', 1],
    ])
  })

  it('drops 0-decimal tokens and assets the account holds none of (SPEC §5)', async () => {
    const points: WalletAsset = { ...fusd, address: NEW, symbol: 'PTS', decimals: 0, balance: 500n }
    const { context, active } = contextWith(DISCOVERS, async () => [{ ...ether, balance: 0n }, points, fusd])
    const balances = await walletAssetBalances(context, active, async () => [])
    expect(balances?.map((balance) => balance.symbol)).toEqual(['fUSD'])
  })

  it('still lists the wallet assets, unpriced, when the API fails', async () => {
    const { context, active } = contextWith(DISCOVERS, async () => [fusd])
    const balances = await walletAssetBalances(context, active, async () => {
      throw new Error('API down')
    })
    expect(balances?.map((balance) => [balance.symbol, balance.price])).toEqual([['fUSD', null]])
  })

  it('leaves the list to the API for a wallet without assetDiscovery on the chain', async () => {
    let asked = 0
    const { context, active } = contextWith({ '0xa': { assetDiscovery: { supported: true } } }, async () => {
      asked++
      return []
    })
    await expect(walletAssetBalances(context, active, async () => [])).resolves.toBeUndefined()
    expect(asked).toBe(0)
  })

  it('leaves the list to the API when the wallet fails to list its assets', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const { context, active } = contextWith(DISCOVERS, async () => {
      throw new Error('wallet busy')
    })
    await expect(walletAssetBalances(context, active, async () => [apiFusd])).resolves.toBeUndefined()
    info.mockRestore()
  })
})
