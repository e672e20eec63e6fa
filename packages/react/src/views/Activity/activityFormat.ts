import { formatBalance } from '@foyer/core'

// The texts around them are English (i18n/labels.ts); dates follow, so the heading reads "November 2026".
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })

/** A group key '2026-11' as its heading, "November 2026". */
export function monthHeading(key: string): string {
  const [year, month] = key.split('-').map(Number)
  if (!year || !month) return key
  return MONTH.format(new Date(Date.UTC(year, month - 1, 1)))
}

export function formatMinedAt(minedAt: string): string {
  const date = new Date(minedAt)
  return Number.isNaN(date.getTime()) ? '' : TIME.format(date)
}

export interface TransferLike {
  fungible_info?: { name?: string; symbol?: string; icon?: { url?: string } }
  direction?: 'in' | 'out' | 'self'
  quantity?: { numeric?: string }
}

/** What a row shows for a transfer: which way, how much of what (SPEC §9: 3 decimals, rounded down). */
export function transferSummary(transfer: TransferLike | undefined): {
  direction: 'in' | 'out' | 'self'
  symbol: string
  amount: string
} {
  const symbol = transfer?.fungible_info?.symbol ?? ''
  return {
    direction: transfer?.direction ?? 'self',
    symbol,
    amount: formatBalance(transfer?.quantity?.numeric ?? '0'),
  }
}
