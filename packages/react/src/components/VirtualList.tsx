import { type ReactNode, type UIEvent, useLayoutEffect, useRef, useState } from 'react'

export interface VirtualListProps<T> {
  items: readonly T[]
  /** Pixels per row; must equal the row's CSS height (`.foyer-vlist__row`). */
  rowHeight: number
  getKey(item: T): string
  renderRow(item: T, index: number): ReactNode
  /** The list's accessible name. */
  label: string
  /** Rows rendered beyond each edge, so keyboard focus and fast scrolling rarely meet a gap. */
  overscan?: number
  /** Used until the container has a measured height (and where there is no layout, as in tests). */
  fallbackViewportHeight?: number
  /** The list scrolls back to its top when this changes; by default when `items` does. A paged list passes
   * its query, so appending a page keeps the visitor where they are. */
  resetKey?: unknown
}

/**
 * A list that renders only the rows in view, so thousands of wallets scroll as smoothly as ten. Rows have a
 * fixed height; the spacer's height and the window's offset are set through the CSSOM (`element.style`),
 * which a strict CSP permits, instead of a React `style` attribute, which it does not.
 */
export function VirtualList<T>({
  items,
  rowHeight,
  getKey,
  renderRow,
  label,
  overscan = 4,
  fallbackViewportHeight = 400,
  resetKey = items,
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const spacerRef = useRef<HTMLDivElement>(null)
  const windowRef = useRef<HTMLUListElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [viewportHeight, setViewportHeight] = useState(fallbackViewportHeight)

  useLayoutEffect(() => {
    const container = scrollRef.current
    if (!container) return
    const measure = () => setViewportHeight(container.clientHeight || fallbackViewportHeight)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(container)
    return () => observer.disconnect()
  }, [fallbackViewportHeight])

  // A new result set starts at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the items change, not on scroll
  useLayoutEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0
    setScrollTop(0)
  }, [resetKey])

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan)
  const last = Math.min(items.length, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan)

  useLayoutEffect(() => {
    if (spacerRef.current) spacerRef.current.style.height = `${items.length * rowHeight}px`
    if (windowRef.current) windowRef.current.style.transform = `translateY(${first * rowHeight}px)`
  }, [items.length, rowHeight, first])

  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop)

  const rows: ReactNode[] = []
  for (let index = first; index < last; index++) {
    const item = items[index] as T
    rows.push(
      <li key={getKey(item)} className="foyer-vlist__row" aria-setsize={items.length} aria-posinset={index + 1}>
        {renderRow(item, index)}
      </li>,
    )
  }

  return (
    <div className="foyer-vlist" ref={scrollRef} onScroll={onScroll}>
      <div className="foyer-vlist__spacer" ref={spacerRef}>
        <ul className="foyer-vlist__window" ref={windowRef} aria-label={label}>
          {rows}
        </ul>
      </div>
    </div>
  )
}
