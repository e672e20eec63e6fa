// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useKeyboardInset } from './useKeyboardInset.ts'

/** A stand-in for `window.visualViewport` (jsdom has none): a phone 664px tall, keyboard down. */
class FakeVisualViewport extends EventTarget {
  height = 664
  offsetTop = 0
  scale = 1
  show(height: number, offsetTop = 0) {
    this.height = height
    this.offsetTop = offsetTop
    this.dispatchEvent(new Event('resize'))
  }
}

const box = (top: number, bottom: number) =>
  ({ top, bottom, left: 0, right: 390, width: 390, height: bottom - top }) as DOMRect

function Sheet() {
  const root = useRef<HTMLDivElement>(null)
  const overlay = useRef<HTMLDivElement>(null)
  const body = useRef<HTMLDivElement>(null)
  useKeyboardInset({ root, overlay, body })
  return (
    <div className="foyer-root" ref={root} data-testid="root">
      <div ref={overlay} data-testid="overlay">
        <div ref={body} data-testid="body">
          <input aria-label="Amount" />
        </div>
      </div>
    </div>
  )
}

let viewport: FakeVisualViewport
beforeEach(() => {
  viewport = new FakeVisualViewport()
  vi.stubGlobal('visualViewport', viewport)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderSheet() {
  const view = render(<Sheet />)
  const root = view.getByTestId('root')
  const body = view.getByTestId('body')
  const field = view.getByLabelText('Amount')
  view.getByTestId('overlay').getBoundingClientRect = () => box(0, 664)
  return { ...view, root, body, field }
}

describe('useKeyboardInset', () => {
  it('sets no style at all while no keyboard is up', () => {
    const { root } = renderSheet()
    viewport.show(664)
    expect(root.getAttribute('style')).toBeNull()
  })

  it('gives the stylesheet the strip the keyboard covers, and takes it back when the keyboard goes', () => {
    const { root } = renderSheet()
    viewport.show(328, 40)
    expect(root.style.getPropertyValue('--foyer-keyboard-inset')).toBe('296px')
    expect(root.style.getPropertyValue('--foyer-viewport-top')).toBe('40px')
    viewport.show(664)
    expect(root.style.getPropertyValue('--foyer-keyboard-inset')).toBe('')
    expect(root.style.getPropertyValue('--foyer-viewport-top')).toBe('')
  })

  it('scrolls the sheet’s body to the focused field once the keyboard made the sheet shorter', async () => {
    const { body, field } = renderSheet()
    field.focus()
    body.getBoundingClientRect = () => box(300, 600)
    field.getBoundingClientRect = () => box(560 - body.scrollTop, 604 - body.scrollTop)
    viewport.show(328)
    await vi.waitFor(() => expect(body.scrollTop).toBe(604 - (600 - 16)))
  })

  it('leaves the body where it is when the focused control is no field', async () => {
    const { body } = renderSheet()
    body.getBoundingClientRect = () => box(300, 600)
    viewport.show(328)
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(body.scrollTop).toBe(0)
  })

  it('stops listening and takes its properties back when the modal closes', () => {
    const { root, unmount } = renderSheet()
    viewport.show(328)
    unmount()
    expect(root.style.getPropertyValue('--foyer-keyboard-inset')).toBe('')
    viewport.show(300)
    expect(root.style.getPropertyValue('--foyer-keyboard-inset')).toBe('')
  })
})
