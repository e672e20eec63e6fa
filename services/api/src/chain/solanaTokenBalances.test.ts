import { describe, expect, it } from 'vitest'
import { toSolanaTokenBalances } from './solanaTokenBalances.ts'
import type { SolanaTokenList } from './solanaTokenLists.ts'

const NETWORK = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const POINTS = 'PointsaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaB'
const EMPTY = 'Emptyaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'

const list: SolanaTokenList = {
  native: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  tokens: [
    { address: POINTS, name: 'Points', symbol: 'PTS', decimals: 0 },
    { address: USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6, iconUrl: 'https://icons.example/usdc.svg' },
    { address: EMPTY, name: 'Empty', symbol: 'EMT', decimals: 9 },
  ],
}

describe('toSolanaTokenBalances', () => {
  it("answers SOL then listed mints with the mint's own decimals; drops 0 decimals, zero and unheld", () => {
    const balances = toSolanaTokenBalances({
      network: NETWORK,
      list,
      raw: {
        native: 2_500_000_000n,
        tokens: new Map([
          [POINTS, { amount: 5n, decimals: 0 }],
          // The node says 6 for USDC; a list that said otherwise would not change the amount.
          [USDC, { amount: 12_345_678n, decimals: 6 }],
          [EMPTY, { amount: 0n, decimals: 9 }],
          ['Unlistedaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', { amount: 1n, decimals: 6 }],
        ]),
      },
      prices: new Map([
        [`${NETWORK}:native`, 100],
        [`${NETWORK}:${USDC}`, 1],
      ]),
      publicUrl: 'http://127.0.0.1:8787',
    })
    expect(balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: NETWORK,
        address: 'native',
        value: 250,
        price: 100,
        quantity: { decimals: '9', numeric: '2.5' },
        iconUrl: 'http://127.0.0.1:8787/public/getTokenImage/SOL',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: NETWORK,
        address: `${NETWORK}:${USDC}`,
        value: 12.345678,
        price: 1,
        quantity: { decimals: '6', numeric: '12.345678' },
        iconUrl: 'https://icons.example/usdc.svg',
      },
    ])
  })
})
