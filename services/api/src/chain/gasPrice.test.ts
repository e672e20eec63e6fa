import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { gasPriceTiers } from './gasPrice.ts'

describe('gasPriceTiers', () => {
  it('adds the recent priority fees at each percentile to the next base fee', () => {
    expect(
      gasPriceTiers({
        gasPrice: 1_000n,
        nextBaseFee: 1_000n,
        rewards: [
          [100n, 400n, 900n],
          [300n, 600n, 1_100n],
        ],
      }),
    ).toEqual({ standard: '1200', fast: '1500', instant: '2000' })
  })

  it('falls back to the node suggestion with fixed margins on a chain without fee history', () => {
    expect(gasPriceTiers({ gasPrice: 1_000n })).toEqual({ standard: '1000', fast: '1200', instant: '1500' })
  })

  it('never decreases from standard to instant and never goes below eth_gasPrice', () => {
    const wei = fc.bigInt({ min: 0n, max: 10n ** 15n })
    fc.assert(
      fc.property(
        wei,
        fc.option(wei, { nil: undefined }),
        fc.array(fc.array(wei, { maxLength: 3 }), { maxLength: 5 }),
        (gasPrice, nextBaseFee, rewards) => {
          const tiers = gasPriceTiers({ gasPrice, ...(nextBaseFee === undefined ? {} : { nextBaseFee }), rewards })
          const [standard, fast, instant] = [tiers.standard, tiers.fast, tiers.instant].map(BigInt) as [
            bigint,
            bigint,
            bigint,
          ]
          expect(standard >= gasPrice && fast >= standard && instant >= fast).toBe(true)
        },
      ),
    )
  })
})
