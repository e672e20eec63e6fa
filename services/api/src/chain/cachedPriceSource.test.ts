import { describe, expect, it } from 'vitest'
import { createMemoryCache } from '../cache/memoryCache.ts'
import { cachedPriceSource } from './cachedPriceSource.ts'
import { type PricedAsset, type PriceSource, priceKey } from './priceSource.ts'

describe('cachedPriceSource', () => {
  it('keeps each price 15 s (SPEC §9) and asks the source only for the assets it lacks', async () => {
    const clock = { now: 0 }
    const asked: string[][] = []
    const source: PriceSource = {
      async usdPrices(assets) {
        asked.push(assets.map((asset) => asset.asset))
        return new Map(assets.map((asset) => [priceKey(asset), 2]))
      },
    }
    const prices = cachedPriceSource(source, createMemoryCache({ now: () => clock.now }))
    const eth: PricedAsset = { chainId: 1, asset: 'native' }
    const usd: PricedAsset = { chainId: 1, asset: '0xaa' }
    expect(await prices.usdPrices([eth])).toEqual(new Map([['1:native', 2]]))
    expect(await prices.usdPrices([eth, usd])).toEqual(
      new Map([
        ['1:native', 2],
        ['1:0xaa', 2],
      ]),
    )
    clock.now += 15_001
    await prices.usdPrices([eth])
    expect(asked).toEqual([['native'], ['0xaa'], ['native']])
  })
})
