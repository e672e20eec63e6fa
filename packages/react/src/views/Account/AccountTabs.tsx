import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { LABELS } from '../../i18n/labels.ts'

export interface AccountTab {
  id: string
  label: string
}

/**
 * WAI-ARIA tabs: one tab in the Tab order, arrow keys (and Home/End) move between tabs and select them,
 * the panel is labelled by its tab.
 */
export function AccountTabs({
  tabs,
  selected,
  onSelect,
  children,
}: {
  tabs: readonly AccountTab[]
  selected: string
  onSelect(id: string): void
  children: ReactNode
}) {
  const baseId = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  )

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = tabs[(target + tabs.length) % tabs.length]
    if (!next) return
    onSelect(next.id)
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab="${next.id}"]`)?.focus()
  }

  return (
    <div className="foyer-tabs">
      <div
        className="foyer-tabs__list"
        role="tablist"
        aria-label={LABELS.accountTabs}
        ref={listRef}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              data-tab={tab.id}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              className="foyer-tabs__tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div
        className="foyer-tabs__panel"
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
      >
        {children}
      </div>
    </div>
  )
}
