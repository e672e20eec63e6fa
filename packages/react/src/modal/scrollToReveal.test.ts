// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { isTypedInto, scrollToReveal } from './scrollToReveal.ts'

const scroller = { top: 100, bottom: 400 }

describe('scrollToReveal', () => {
  it('leaves a field that shows whole where it is', () => {
    expect(scrollToReveal({ top: 200, bottom: 244 }, scroller)).toBe(0)
  })

  it('scrolls down just enough for a field below the fold, with the margin under it', () => {
    expect(scrollToReveal({ top: 500, bottom: 544 }, scroller)).toBe(544 - (400 - 16))
  })

  it('scrolls up just enough for a field above, with the margin over it', () => {
    expect(scrollToReveal({ top: 40, bottom: 84 }, scroller)).toBe(40 - (100 + 16))
  })

  it('shows a field taller than the scroller from its top', () => {
    expect(scrollToReveal({ top: 150, bottom: 650 }, scroller)).toBe(150 - 116)
  })
})

describe('isTypedInto', () => {
  const make = (html: string) => {
    const holder = document.createElement('div')
    holder.innerHTML = html
    return holder.firstElementChild
  }

  it('is true of text fields, text areas and selects', () => {
    for (const html of [
      '<input>',
      '<input type="email">',
      '<input type="search">',
      '<textarea></textarea>',
      '<select></select>',
    ]) {
      expect(isTypedInto(make(html)), html).toBe(true)
    }
  })

  it('is false of buttons, checkboxes and nothing', () => {
    for (const html of ['<button></button>', '<input type="checkbox">', '<input type="submit">', '<a href="/">a</a>']) {
      expect(isTypedInto(make(html)), html).toBe(false)
    }
    expect(isTypedInto(null)).toBe(false)
  })
})
