import { describe, expect, it } from 'vitest'
import { testMainnet } from '../client/testNetworks.testing.ts'
import type { FoyerOptions } from '../client/types.ts'
import { resolveOptions } from './resolveOptions.ts'

const base: FoyerOptions = { networks: [testMainnet], adapters: [] }
// The options as a dapp written in plain JavaScript may pass them.
const loose = (extra: Record<string, unknown>) => ({ ...base, ...extra }) as FoyerOptions

describe('wallet list options', () => {
  it('default to no featured, included, excluded or custom wallets', () => {
    expect(resolveOptions(base)).toMatchObject({
      featuredWalletIds: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      customWallets: [],
    })
  })

  it('keep the featured ids in the dapp’s order', () => {
    const featured = ['rainbow', 'metamask', 'zerion']
    expect(resolveOptions({ ...base, featuredWalletIds: featured }).featuredWalletIds).toEqual(featured)
  })

  it('refuse a wallet id that is not a string, naming the option', () => {
    expect(() => resolveOptions(loose({ excludeWalletIds: ['metamask', 42] }))).toThrow(
      'Invalid excludeWalletIds: ids are strings; a custom wallet needs an id and a name',
    )
    expect(() => resolveOptions(loose({ includeWalletIds: 'metamask' }))).toThrow('Invalid includeWalletIds')
    expect(() => resolveOptions(loose({ featuredWalletIds: [''] }))).toThrow('Invalid featuredWalletIds')
  })

  it('refuse a custom wallet without an id or a name', () => {
    for (const wallet of [{ id: 'mine' }, { name: 'Mine' }, null]) {
      expect(() => resolveOptions(loose({ customWallets: [wallet] }))).toThrow('Invalid customWallets')
    }
  })

  it('keep a custom wallet with an id, a name and its links', () => {
    const wallet = { id: 'mine', name: 'Mine', mobile_link: 'mine://', homepage: 'https://mine.example' }
    expect(resolveOptions({ ...base, customWallets: [wallet] }).customWallets).toEqual([wallet])
  })
})
