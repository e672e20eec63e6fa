import { describe, expect, it } from 'vitest'
import { derivationParent, derivationPath } from './derivationPath.ts'

describe('derivationPath', () => {
  it("puts the index where each scheme keeps it: Ledger Live's account, BIP-44's address, the legacy last level", () => {
    expect(derivationPath('ledgerLive', 0)).toBe("44'/60'/0'/0/0")
    expect(derivationPath('ledgerLive', 3)).toBe("44'/60'/3'/0/0")
    expect(derivationPath('bip44', 2)).toBe("44'/60'/0'/0/2")
    expect(derivationPath('legacy', 0)).toBe("44'/60'/0'/0")
    expect(derivationPath('legacy', 7)).toBe("44'/60'/0'/7")
  })

  it('refuses an index that is not a BIP-32 child number', () => {
    expect(() => derivationPath('bip44', -1)).toThrow(RangeError)
    expect(() => derivationPath('bip44', 1.5)).toThrow(RangeError)
    expect(() => derivationPath('ledgerLive', 2 ** 31)).toThrow(RangeError)
  })
})

describe('derivationParent', () => {
  it('is the unhardened parent for BIP-44 and legacy, and none for Ledger Live', () => {
    expect(derivationParent('bip44')).toBe("44'/60'/0'/0")
    expect(derivationParent('legacy')).toBe("44'/60'/0'")
    expect(derivationParent('ledgerLive')).toBeUndefined()
  })
})
