import { describe, expect, it } from 'vitest'
import { GENERATED_WALLET_PREFIX, generateWallets } from './generateWallets.ts'
import { walletDatasetSchema } from './walletRecord.ts'

describe('generateWallets', () => {
  const wallets = generateWallets(10_000, 7)

  it('makes 10,000 valid wallets with unique loadtest- ids, names and rdns', () => {
    expect(wallets).toHaveLength(10_000)
    expect(walletDatasetSchema.safeParse(wallets).success).toBe(true)
    expect(wallets.every((wallet) => wallet.id.startsWith(GENERATED_WALLET_PREFIX))).toBe(true)
    expect(new Set(wallets.map((wallet) => wallet.name)).size).toBe(10_000)
    expect(wallets[0]?.id).toBe('loadtest-00001')
  })

  it('gives every wallet a way to connect: a mobile or a web link', () => {
    expect(wallets.every((wallet) => wallet.mobile_link !== null || wallet.webapp_link !== null)).toBe(true)
  })

  it('gives an app a universal link on the reserved .example domain and no store link', () => {
    const withApp = wallets.filter((wallet) => wallet.mobile_link !== null)
    expect(withApp.every((wallet) => wallet.universal_link?.match(/^https:\/\/link\.[a-z0-9]+\.example$/))).toBe(true)
    expect(
      wallets.filter((wallet) => wallet.mobile_link === null).every((wallet) => wallet.universal_link === null),
    ).toBe(true)
    expect(wallets.every((wallet) => wallet.app_store === null && wallet.play_store === null)).toBe(true)
  })

  it('gives the same list for the same seed and a different one for another seed', () => {
    expect(generateWallets(10_000, 7)).toEqual(wallets)
    expect(generateWallets(50, 8)).not.toEqual(generateWallets(50, 7))
  })

  it('ranks generated wallets after every real one', () => {
    expect(Math.min(...wallets.map((wallet) => wallet.rank))).toBeGreaterThan(1_000)
  })

  it('refuses a count that is not a whole number', () => {
    expect(() => generateWallets(-1)).toThrow(RangeError)
    expect(() => generateWallets(1.5)).toThrow(RangeError)
  })
})
