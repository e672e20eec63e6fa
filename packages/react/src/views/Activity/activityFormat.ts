import { formatBalance } from '@foyer/core'
import { formatDate } from '../../i18n/intlFormats.ts'

// Dates follow the chosen locale, as the texts around them do: "November 2026", "2026年11月".
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' }
const TIME: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }

/** A group key '2026-11' as its heading, "November 2026". */
export function monthHeading(key: string): string {
  const [year, month] = key.split('-').map(Number)
  if (!year || !month) return key
  return formatDate(new Date(Date.UTC(year, month - 1, 1)), MONTH)
}

export function formatMinedAt(minedAt: string): string {
  const date = new Date(minedAt)
  return Number.isNaN(date.getTime()) ? '' : formatDate(date, TIME)
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
