// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { VirtualList } from './VirtualList.tsx'

afterEach(cleanup)

const wallets = Array.from({ length: 5000 }, (_, index) => ({ id: `w${index}`, name: `Wallet ${index}` }))

function renderList() {
  return render(
    <VirtualList
      items={wallets}
      rowHeight={60}
      fallbackViewportHeight={360}
      overscan={4}
      label="All Wallets"
      getKey={(wallet) => wallet.id}
      renderRow={(wallet) => <button type="button">{wallet.name}</button>}
    />,
  )
}

describe('VirtualList', () => {
  it('renders only the visible rows of 5,000 entries, plus a small overscan', () => {
    renderList()
    const rows = screen.getAllByRole('listitem')
    // 360 px / 60 px = 6 visible rows, + 4 overscan below.
    expect(rows).toHaveLength(10)
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('5000')
    expect(screen.getByText('Wallet 0')).toBeDefined()
    expect(screen.queryByText('Wallet 4999')).toBeNull()
  })

  it('sizes the scroll area for every row and moves the rendered window as the list scrolls', () => {
    const { container } = renderList()
    const scroller = container.querySelector('.foyer-vlist') as HTMLElement
    const spacer = container.querySelector('.foyer-vlist__spacer') as HTMLElement
    expect(spacer.style.height).toBe(`${5000 * 60}px`)

    fireEvent.scroll(scroller, { target: { scrollTop: 60 * 3000 } })
    expect(screen.getByText('Wallet 3000')).toBeDefined()
    expect(screen.queryByText('Wallet 0')).toBeNull()
    expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(14)
    const window = container.querySelector('.foyer-vlist__window') as HTMLElement
    expect(window.style.transform).toBe(`translateY(${(3000 - 4) * 60}px)`)
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-posinset')).toBe('2997')
  })
})
