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
      'Invalid wallet list option: excludeWalletIds[1] must be a wallet id (a string)',
    )
    expect(() => resolveOptions(loose({ includeWalletIds: 'metamask' }))).toThrow(
      'Invalid wallet list option: includeWalletIds must be a list of wallet ids',
    )
    expect(() => resolveOptions(loose({ featuredWalletIds: [''] }))).toThrow('featuredWalletIds[0]')
  })

  it('refuse a custom wallet without an id or a name', () => {
    expect(() => resolveOptions(loose({ customWallets: [{ id: 'mine' }] }))).toThrow(
      'Invalid wallet list option: customWallets[0] needs an id and a name',
    )
    expect(() => resolveOptions(loose({ customWallets: [{ name: 'Mine' }] }))).toThrow('customWallets[0]')
    expect(() => resolveOptions(loose({ customWallets: [null] }))).toThrow('customWallets[0]')
  })

  it('refuse a custom wallet link that is not a string', () => {
    expect(() => resolveOptions(loose({ customWallets: [{ id: 'mine', name: 'Mine', mobile_link: 7 }] }))).toThrow(
      'Invalid wallet list option: customWallets[0].mobile_link must be a string',
    )
  })

  it('keep a custom wallet with an id, a name and its links', () => {
    const wallet = { id: 'mine', name: 'Mine', mobile_link: 'mine://', homepage: 'https://mine.example' }
    expect(resolveOptions({ ...base, customWallets: [wallet] }).customWallets).toEqual([wallet])
  })
})
