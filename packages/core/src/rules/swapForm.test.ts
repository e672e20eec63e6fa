import { describe, expect, it } from 'vitest'
import type { SwapListedToken, SwapState } from '../controllers/swapController.ts'
import { quoteKey, searchSwapTokens, swapSummary, swapTokensWithBalances } from './swapForm.ts'

const ETH: SwapListedToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
}
const USD: SwapListedToken = {
  name: 'Foyer USD',
  symbol: 'fUSD',
  address: 'eip155:31337:0xaa974Ab02B651c3B5dcFAD67a88dc7D143A8f3EC',
  decimals: 6,
}
const FOY: SwapListedToken = {
  name: 'Foyer Token',
  symbol: 'FOY',
  address: 'eip155:31337:0xe4089813ab65F698cA8251E9a74ac6EB0816995A',
  decimals: 18,
}
const holdings = {
  tokenBalance: [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      address: 'native',
      quantity: { decimals: 18, numeric: '2' },
    },
    {
      name: 'Foyer USD',
      symbol: 'fUSD',
      chainId: 'eip155:31337',
      address: 'eip155:31337:0xaa974ab02b651c3b5dcfad67a88dc7d143a8f3ec',
      price: 1,
      quantity: { decimals: 6, numeric: '10000' },
    },
  ],
}
const state = (patch: Partial<SwapState>): SwapState => ({
  tokensLoading: false,
  quoteLoading: false,
  amount: '',
  prices: {},
  tokens: [ETH, USD, FOY],
  ...patch,
})

describe('swap form', () => {
  it("lists the visitor's tokens first, the most valuable first, with their balances", () => {
    const listed = swapTokensWithBalances([FOY, ETH, USD], holdings, { [ETH.address]: 6000 })
    expect(listed.map((token) => [token.symbol, token.balance])).toEqual([
      ['ETH', 2n * 10n ** 18n],
      ['fUSD', 10_000_000_000n],
      ['FOY', 0n],
    ])
  })

  it('takes the native balance from the wallet when the token balances lack it', () => {
    const [eth] = swapTokensWithBalances([ETH], { nativeBalance: '1.5' })
    expect(eth?.balance).toBe(15n * 10n ** 17n)
  })

  it('searches by symbol, name or contract address', () => {
    expect(searchSwapTokens([ETH, USD, FOY], 'foyer').map((token) => token.symbol)).toEqual(['fUSD', 'FOY'])
    expect(searchSwapTokens([ETH, USD, FOY], '0xaa97').map((token) => token.symbol)).toEqual(['fUSD'])
    expect(searchSwapTokens([ETH, USD, FOY], ' ')).toHaveLength(3)
  })

  it('asks for the tokens, then an amount, as its next step', () => {
    expect(swapSummary(state({ from: ETH.address }), holdings).next).toBe('select-token')
    expect(swapSummary(state({ from: ETH.address, to: USD.address }), holdings).next).toBe('enter-amount')
  })

  it("refuses an amount that is no decimal number in SPEC §5's words, and an amount of 0", () => {
    const bad = swapSummary(state({ from: ETH.address, to: USD.address, amount: '1e3' }), holdings)
    expect(bad.next).toBe('invalid-amount')
    expect(bad.amountError?.message).toBe('"1e3" is not a valid decimal number')
    const zero = swapSummary(state({ from: ETH.address, to: USD.address, amount: '0' }), holdings)
    expect(zero.amountError?.message).toBe('The amount must be greater than 0')
  })

  it('says the balance is short before anything else, and still shows the quote for that amount', () => {
    const amount = 3n * 10n ** 18n
    const quote = {
      key: quoteKey(ETH.address, USD.address, amount),
      fromAmount: amount,
      toAmount: 100n,
      fee: 1n,
      priceImpact: '0.1',
    }
    const summary = swapSummary(state({ from: ETH.address, to: USD.address, amount: '3', quote }), holdings)
    expect(summary.next).toBe('insufficient-balance')
    expect(summary.minimumReceived).toBe(99n)
  })

  it('is ready to review only with the quote for exactly this pair and amount', () => {
    const amount = 10n ** 18n
    const quote = {
      key: quoteKey(ETH.address, USD.address, amount),
      fromAmount: amount,
      toAmount: 2_000_000_000n,
      fee: 3n * 10n ** 15n,
      priceImpact: '0.2',
    }
    const ready = swapSummary(state({ from: ETH.address, to: USD.address, amount: '1', quote }), holdings)
    expect(ready.next).toBe('review')
    expect(ready.minimumReceived).toBe(1_980_000_000n)
    const stale = swapSummary(state({ from: ETH.address, to: USD.address, amount: '1.5', quote }), holdings)
    expect([stale.next, stale.quote]).toEqual(['quoting', undefined])
  })

  it('says the quote failed once no quote is on its way', () => {
    const failed = { from: ETH.address, to: USD.address, amount: '1', quoteError: new Error('x') as never }
    expect(swapSummary(state(failed), holdings).next).toBe('quote-failed')
    expect(swapSummary(state({ ...failed, quoteLoading: true }), holdings).next).toBe('quoting')
  })
})
