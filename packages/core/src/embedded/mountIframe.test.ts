// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { mountIframe } from './frameMount.ts'

describe('mountIframe', () => {
  it('puts one hidden, marked iframe of the frame URL in document.body, placed through CSSOM only', () => {
    const url = 'http://127.0.0.1:4180/frame?projectId=foyer-demo&chainId=1&version=0.1.0&enableLogger=false'
    const mounted = mountIframe(url)
    const frames = document.body.querySelectorAll('iframe[data-foyer-frame]')
    expect(frames).toHaveLength(1)
    expect(frames[0]).toBe(mounted.element)
    expect(mounted.element?.src).toBe(url)
    expect(mounted.element?.getAttribute('data-visible')).toBe('false')
    expect(mounted.element?.style.getPropertyValue('opacity')).toBe('0')
    expect(mounted.element?.style.getPropertyValue('pointer-events')).toBe('none')
    mounted.remove()
    expect(document.body.querySelector('iframe[data-foyer-frame]')).toBeNull()
  })

  it('hands over the window of the frame URL page, not the first, empty document a load can come for first', async () => {
    const mounted = mountIframe('http://localhost:4180/frame?projectId=foyer-demo&chainId=1&version=0.1.0')
    const element = mounted.element!
    let handedOver: unknown
    void mounted.loaded.then((frameWindow) => {
      handedOver = frameWindow
    })
    // The load Chromium can fire while the frame still holds about:blank, on the dapp's own origin (set here by
    // hand: jsdom loads no frame).
    const initial = { postMessage() {}, location: { href: 'about:blank' } }
    Object.defineProperty(element, 'contentWindow', { value: initial, configurable: true })
    element.dispatchEvent(new Event('load'))
    await Promise.resolve()
    expect(handedOver).toBeUndefined()
    // The secure site's page: another origin, whose location the dapp cannot read.
    const secureSite = {
      postMessage() {},
      get location(): Location {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError')
      },
    }
    Object.defineProperty(element, 'contentWindow', { value: secureSite })
    element.dispatchEvent(new Event('load'))
    expect(await mounted.loaded).toBe(secureSite)
    mounted.remove()
  })
})
