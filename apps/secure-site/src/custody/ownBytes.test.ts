import { describe, expect, it } from 'vitest'
import { ownBytes } from './ownBytes.ts'

describe('ownBytes', () => {
  it('copies the bytes into a buffer of their own', () => {
    const shared = new Uint8Array(new SharedArrayBuffer(3))
    shared.set([1, 2, 3])
    const copy = ownBytes(shared)
    expect(copy.buffer).toBeInstanceOf(ArrayBuffer)
    expect([...copy]).toEqual([1, 2, 3])
  })
})
