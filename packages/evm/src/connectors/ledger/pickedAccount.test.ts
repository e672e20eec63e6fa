import { describe, expect, it, vi } from 'vitest'
import { type PickStorage, rememberedPick, rememberPick } from './pickedAccount.ts'

const memory = (): PickStorage & { values: Map<string, string> } => {
  const values = new Map<string, string>()
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) }
}

describe('the Ledger account the visitor picked', () => {
  it('comes back as it was kept', () => {
    const storage = memory()
    rememberPick(storage, { derivation: 'bip44', index: 2 })
    expect(rememberedPick(storage)).toEqual({ derivation: 'bip44', index: 2 })
  })

  it('is nothing before a pick', () => {
    expect(rememberedPick(memory())).toBeUndefined()
    expect(rememberedPick(undefined)).toBeUndefined()
  })

  it.each([
    ['not JSON', '{derivation'],
    ['an unknown scheme', '{"derivation":"trezor","index":0}'],
    ['a negative index', '{"derivation":"bip44","index":-1}'],
    ['a fractional index', '{"derivation":"bip44","index":1.5}'],
    ['a hardened index', '{"derivation":"legacy","index":2147483648}'],
    ['an index as text', '{"derivation":"legacy","index":"1"}'],
    ['null', 'null'],
  ])('ignores a stored value that is %s', (_, raw) => {
    const storage = memory()
    storage.values.set('foyer:ledger:pickedAccount', raw)
    expect(rememberedPick(storage)).toBeUndefined()
  })

  it('gives up quietly when the storage refuses, as a blocked or full one does', () => {
    const refusing: PickStorage = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(() => rememberPick(refusing, { derivation: 'bip44', index: 1 })).not.toThrow()
    expect(warn).toHaveBeenCalledWith('[foyer] could not keep the Ledger account picked', expect.any(DOMException))
    warn.mockRestore()
    expect(rememberedPick(refusing)).toBeUndefined()
  })
})
