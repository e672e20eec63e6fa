import { useEffect, useRef } from 'react'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ArrowDownLeftIcon } from '../../components/icons/ArrowDownLeftIcon.tsx'
import { ArrowUpRightIcon } from '../../components/icons/ArrowUpRightIcon.tsx'
import { SwapIcon } from '../../components/icons/SwapIcon.tsx'
import { ProgressState } from '../../components/ProgressState.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useFoyerActivity } from '../../hooks/useFoyerActivity.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { formatLabel, LABELS } from '../../i18n/labels.ts'
import { formatMinedAt, monthHeading, transferSummary } from './activityFormat.ts'

const DIRECTION = {
  out: { icon: <ArrowUpRightIcon size={18} />, label: LABELS.sent },
  in: { icon: <ArrowDownLeftIcon size={18} />, label: LABELS.received },
  self: { icon: <SwapIcon size={18} />, label: LABELS.selfTransfer },
} as const

/** The Activity tab (SPEC §3 transactions): grouped by month, newest first, the next page as the visitor scrolls. */
export function ActivityList() {
  const { groups, loading, empty, hasMore, load, loadMore } = useFoyerActivity()
  const { network } = useFoyerNetwork()
  const sentinelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    void load()
  }, [load])

  // The next page loads when the end of the list scrolls into view.
  useEffect(() => {
    const sentinel = sentinelRef.current
    if (!sentinel || !hasMore || loading || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMore()
    })
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [hasMore, loading, loadMore])

  if (groups.length === 0 && loading) return <ProgressState status={LABELS.loadingActivity} />
  if (groups.length === 0 || empty) {
    return (
      <EmptyState
        title={LABELS.noActivityTitle}
        body={formatLabel('noActivityBody', { network: network?.name ?? '' })}
      />
    )
  }
  return (
    <div className="foyer-activity" data-testid="foyer-activity">
      {groups.map((group) => {
        const heading = monthHeading(group.key)
        return (
          <section key={group.key} className="foyer-activity__month" aria-label={heading}>
            <h3 className="foyer-activity__heading">{heading}</h3>
            <ul className="foyer-list" aria-label={formatLabel('activityList', { month: heading })}>
              {group.transactions.map((transaction) => {
                const { direction, symbol, amount } = transferSummary(transaction.transfers[0])
                const shown = DIRECTION[direction]
                return (
                  <li key={transaction.id} className={`foyer-activity-row foyer-activity-row--${direction}`}>
                    <span className="foyer-activity-row__icon">{shown.icon}</span>
                    <span className="foyer-activity-row__text">
                      <span className="foyer-activity-row__title">{shown.label}</span>
                      <span className="foyer-activity-row__time">{formatMinedAt(transaction.metadata.minedAt)}</span>
                    </span>
                    <span className="foyer-activity-row__amount">
                      {direction === 'out' ? '−' : direction === 'in' ? '+' : ''}
                      {amount} {symbol}
                    </span>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
      {hasMore && (
        <div ref={sentinelRef} className="foyer-activity__more">
          {loading && (
            <>
              <Spinner size="small" />
              <span className="foyer-visually-hidden">{LABELS.loadingActivity}</span>
            </>
          )}
        </div>
      )}
    </div>
  )
}
