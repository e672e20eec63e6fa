import { describe, expect, it } from 'vitest'
import type { ChainTokenList } from './chainDataConfig.ts'
import { toTokenBalances } from './tokenBalances.ts'

const list: ChainTokenList = {
  native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [
    { address: '0x00000000000000000000000000000000000000a1', name: 'Points', symbol: 'PTS', decimals: 0 },
    {
      address: '0x00000000000000000000000000000000000000a2',
      name: 'Dollar',
      symbol: 'USD',
      decimals: 6,
      iconUrl: 'https://icons.example/usd.svg',
    },
    { address: '0x00000000000000000000000000000000000000a3', name: 'Broken', symbol: 'BRK', decimals: 18 },
    { address: '0x00000000000000000000000000000000000000a4', name: 'Empty', symbol: 'EMT', decimals: 18 },
  ],
}

describe('toTokenBalances', () => {
  it('drops 0-decimal tokens (SPEC §5), zero balances and unanswered tokens; prices the rest', () => {
    const balances = toTokenBalances({
      chainId: 1,
      list,
      raw: { native: 0n, tokens: [5n, 2_500_000n, undefined, 0n] },
      prices: new Map([['1:0x00000000000000000000000000000000000000a2', 2]]),
      publicUrl: 'http://127.0.0.1:8787/',
    })
    expect(balances).toEqual([
      {
        name: 'Dollar',
        symbol: 'USD',
        chainId: 'eip155:1',
        address: 'eip155:1:0x00000000000000000000000000000000000000a2',
        value: 5,
        price: 2,
        quantity: { decimals: '6', numeric: '2.5' },
        iconUrl: 'https://icons.example/usd.svg',
      },
    ])
  })

  it('shows an unpriced native balance with price 0', () => {
    const [native] = toTokenBalances({
      chainId: 1,
      list,
      raw: { native: 10n ** 18n, tokens: [] },
      prices: new Map(),
      publicUrl: 'http://127.0.0.1:8787',
    })
    expect(native).toMatchObject({
      address: 'native',
      price: 0,
      value: 0,
      iconUrl: 'http://127.0.0.1:8787/public/getTokenImage/ETH',
    })
  })
})
