// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WalletIcon } from './WalletIcon.tsx'

afterEach(cleanup)

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><script>alert(1)</script><rect width="8" height="8" fill="#09f"/></svg>'

describe('WalletIcon', () => {
  it('draws an SVG data URI inline, sanitized, without an <img> a strict CSP would block', async () => {
    const { container } = render(<WalletIcon name="Rabby" imageUrl={`data:image/svg+xml;base64,${btoa(SVG)}`} />)
    expect(container.querySelector('img')).toBeNull()
    await waitFor(() => expect(container.querySelector('svg rect')).not.toBeNull())
    expect(container.querySelector('script')).toBeNull()
  })

  it('loads a same-origin URL in a decorative <img>', () => {
    const { container } = render(<WalletIcon name="Rabby" imageUrl="/wallets/rabby.png" />)
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('')
  })

  it('shows a tinted monogram for a missing image, a PNG data URI, or an SVG that fails sanitizing', async () => {
    for (const imageUrl of [undefined, 'data:image/png;base64,iVBORw0KGgo=', 'data:image/svg+xml,<svg><broken']) {
      const { container, unmount } = render(<WalletIcon name="rabby" imageUrl={imageUrl} />)
      const monogram = await waitFor(() => {
        const shown = container.querySelector('.foyer-monogram')
        if (!shown) throw new Error('no monogram yet')
        return shown
      })
      expect(monogram?.textContent).toBe('R')
      expect(monogram?.className).toMatch(/foyer-tint-[0-7]/)
      expect(container.querySelector('[style]')).toBeNull()
      unmount()
    }
  })
})
