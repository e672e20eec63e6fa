import { Buffer as NodeBuffer } from 'node:buffer'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ensureBuffer } from './nodeBuffer.ts'

describe("the Buffer Ledger's transports need", () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is given to a page that has none, as in every browser', () => {
    vi.stubGlobal('Buffer', undefined)
    const given = ensureBuffer()
    expect((globalThis as { Buffer?: unknown }).Buffer).toBe(given)
    expect(given.from('e0020001', 'hex')).toHaveLength(4)
  })

  it("leaves a page's own Buffer in place", () => {
    expect(ensureBuffer()).toBe(NodeBuffer)
  })
})
