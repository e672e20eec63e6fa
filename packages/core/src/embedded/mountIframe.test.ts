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
})
