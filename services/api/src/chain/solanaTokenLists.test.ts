import { SOLANA_DEVNET_CAIP_ID, SOLANA_DEVNET_MINTS } from '@foyer/devnet/solana/accounts'
import { describe, expect, it } from 'vitest'
import { devnetSolanaTokenLists, SOLANA_DEVNET_NETWORK, solanaTokenListOf } from './solanaTokenLists.ts'

describe('the Solana devnet token list', () => {
  it('lists exactly the mints @foyer/devnet/solana writes, at their addresses, for its network', () => {
    expect(SOLANA_DEVNET_NETWORK).toBe(SOLANA_DEVNET_CAIP_ID)
    const list = devnetSolanaTokenLists()[SOLANA_DEVNET_NETWORK]
    expect(list?.tokens.map(({ address, symbol, name, decimals }) => ({ address, symbol, name, decimals }))).toEqual(
      SOLANA_DEVNET_MINTS.map(({ address, symbol, name, decimals }) => ({ address, symbol, name, decimals })),
    )
    expect(list?.native).toMatchObject({ symbol: 'SOL', decimals: 9 })
  })

  it('gives a network without a list SOL alone', () => {
    expect(solanaTokenListOf({}, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      native: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      tokens: [],
    })
  })
})
