import { getLocaleLang } from './localeState.ts'

/**
 * Numbers, currency, dates and lists in the chosen locale, from `Intl` (issue 16). Formatters are made per call:
 * the locale can change while the modal is open, and these run only where a view shows a value.
 */
export const formatUsd = (value: number): string =>
  new Intl.NumberFormat(getLocaleLang(), { style: 'currency', currency: 'USD' }).format(value)

export const formatList = (items: readonly string[]): string =>
  new Intl.ListFormat(getLocaleLang(), { type: 'conjunction' }).format(items)

export const formatDate = (date: Date, options: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat(getLocaleLang(), options).format(date)
