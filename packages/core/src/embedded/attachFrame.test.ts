// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { embeddedClient, SECURE_SITE } from './embeddedClient.testing.ts'
import { createFrameDouble } from './frameDouble.testing.ts'

describe('attachFrame', () => {
  it('keeps the frame fixed over the slot while it must be seen, follows scrolling and animations, and hides it when detached', async () => {
    const element = document.createElement('iframe')
    element.setAttribute('data-foyer-frame', '')
    document.body.append(element)
    const double = createFrameDouble({ origin: SECURE_SITE, element })
    const { client } = embeddedClient({ double })
    await client.embedded?.connectEmail('ada@example.com')
    await client.embedded?.verifyOtp(double.codeFor('ada@example.com') ?? '')

    const slot = document.createElement('div')
    document.body.append(slot)
    // jsdom lays nothing out: the slot's box is what a browser would measure.
    let box = { top: 40, left: 20, width: 360, height: 600 }
    slot.getBoundingClientRect = () => ({ ...box, right: 0, bottom: 0, x: box.left, y: box.top, toJSON: () => box })
    const detach = client.embedded?.attachFrame(slot)
    await vi.waitFor(() => expect(element.style.getPropertyValue('pointer-events')).toBe('none'))
    expect(element.getAttribute('data-visible')).toBe('false')

    double.show('create-recovery')
    await vi.waitFor(() => expect(element.getAttribute('data-visible')).toBe('true'))
    expect(element.style.getPropertyValue('position')).toBe('fixed')
    expect([element.style.top, element.style.left, element.style.width, element.style.height]).toEqual([
      '40px',
      '20px',
      '360px',
      '600px',
    ])
    box = { ...box, top: 10 }
    window.dispatchEvent(new Event('scroll'))
    expect(element.style.top).toBe('10px')
    // The modal's entrance moved the slot (a phone's sheet slides up from below) and ended there.
    box = { ...box, top: 218 }
    slot.dispatchEvent(new Event('animationend', { bubbles: true }))
    expect(element.style.top).toBe('218px')

    detach?.()
    expect(element.getAttribute('data-visible')).toBe('false')
    expect(element.style.getPropertyValue('pointer-events')).toBe('none')
  })
})
