import { readFileSync } from 'node:fs'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FIRST_LOAD_ERROR_MESSAGES } from './firstLoadErrorMessages.ts'

// Each test loads the modules afresh, as a page's first chunk does: the bare class first, the catalogue later.
beforeEach(() => vi.resetModules())

describe('FoyerError before the catalogue has loaded', () => {
  it("words the first chunk's own errors from the start", async () => {
    const { FoyerError } = await import('./foyerError.ts')
    expect(new FoyerError('NETWORK_NOT_FOUND').message).toBe('Network not found')
    expect(
      new FoyerError('INVALID_WALLET_OPTION', undefined, { values: { option: 'featuredWalletIds' } }).message,
    ).toBe('Invalid featuredWalletIds: ids are strings; a custom wallet needs an id and a name')
  })

  it('takes the whole catalogue once errors.ts has loaded, on the very same class', async () => {
    const { FoyerError: Bare } = await import('./foyerError.ts')
    const { FoyerError } = await import('./errors.ts')
    expect(FoyerError).toBe(Bare)
    expect(new Bare('USER_REJECTED').message).toBe('User rejected the request')
    expect(new FoyerError('HTTP_STATUS', undefined, { values: { status: '503' } })).toBeInstanceOf(Bare)
  })
})

/** The modules of a page's first chunk that take the bare class (dependency-cruiser allows only these). */
const FIRST_LOAD_THROWERS = [
  '../validation/caip.ts',
  '../validation/networks.ts',
  '../options/walletListOptions.ts',
  '../embedded/createEmbeddedWallet.ts',
]

describe("the first chunk's throwers", () => {
  it.each(FIRST_LOAD_THROWERS)('%s throws only codes it words itself or firstLoadErrorMessages.ts holds', (path) => {
    const source = readFileSync(new URL(path, import.meta.url), 'utf8')
    const withoutText = [...source.matchAll(/new FoyerError\('(\w+)'(?:\)|, undefined)/g)].map((match) => match[1])
    for (const code of withoutText) expect(Object.keys(FIRST_LOAD_ERROR_MESSAGES)).toContain(code)
    expect(source).toContain("from '../errors/foyerError.ts'")
  })
})
