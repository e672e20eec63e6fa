import { describe, expect, it } from 'vitest'
import { keyboardInset } from './keyboardInset.ts'

describe('keyboardInset', () => {
  it('is nothing while the visual viewport shows the whole layout viewport', () => {
    expect(keyboardInset(664, { height: 664, offsetTop: 0, scale: 1 })).toEqual({ top: 0, bottom: 0 })
  })

  it('is the strip under the keyboard when the keyboard shrinks the visual viewport', () => {
    expect(keyboardInset(664, { height: 328, offsetTop: 0, scale: 1 })).toEqual({ top: 0, bottom: 336 })
  })

  it('counts what the browser scrolled away above to show a field, and only the rest as under the keyboard', () => {
    expect(keyboardInset(664, { height: 328, offsetTop: 100, scale: 1 })).toEqual({ top: 100, bottom: 236 })
  })

  it('takes a pinch zoom for no keyboard', () => {
    expect(keyboardInset(664, { height: 332, offsetTop: 120, scale: 2 })).toEqual({ top: 0, bottom: 0 })
  })

  it('rounds to whole pixels and ignores a fraction of one', () => {
    expect(keyboardInset(664, { height: 663.6, offsetTop: 0, scale: 1 })).toEqual({ top: 0, bottom: 0 })
    expect(keyboardInset(664, { height: 327.6, offsetTop: 0.2, scale: 1 })).toEqual({ top: 0, bottom: 336 })
  })
})
