// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SocialIcon } from './SocialIcon.tsx'
import { SOCIAL_MARKS } from './socialMarks.ts'

afterEach(cleanup)

/** The icon once the marks' chunk is in: a path (a mark) or a text (an initial). */
async function drawn(provider: string) {
  const { container } = render(<SocialIcon provider={provider} />)
  const svg = container.querySelector('svg')
  await waitFor(() => expect(svg?.querySelector('path, text')).not.toBeNull())
  return svg as SVGSVGElement
}

describe('SocialIcon', () => {
  it('draws the provider’s Simple Icons mark in the stylesheet’s colour for it, with no style attribute', async () => {
    const svg = await drawn('google')
    expect(svg.querySelector('path')?.getAttribute('d')).toBe(SOCIAL_MARKS.google)
    expect(svg.getAttribute('class')).toBe('foyer-social-icon foyer-social-icon--google')
    expect(svg.querySelector('[style], [fill]')).toBeNull()
  })

  it('draws a provider without a mark as its initial', async () => {
    const svg = await drawn('myspace')
    expect(svg.querySelector('text')?.textContent).toBe('M')
    expect(svg.getAttribute('class')).toBe('foyer-social-icon foyer-social-icon--other')
  })

  it('draws a provider named like an object property as its initial, not as that property', async () => {
    const svg = await drawn('constructor')
    expect(svg.querySelector('path')).toBeNull()
  })

  it('is decorative: hidden from screen readers, out of the tab order', async () => {
    const svg = await drawn('github')
    expect([svg.getAttribute('aria-hidden'), svg.getAttribute('focusable')]).toEqual(['true', 'false'])
  })
})
