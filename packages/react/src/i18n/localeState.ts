import { formatBalance } from '@foyer/core'
import { useSyncExternalStore } from 'react'

/** The language the UI speaks and which way it reads; `lang` and `dir` on every Foyer root. */
export interface LocaleState {
  lang: string
  dir: 'ltr' | 'rtl'
}

let state: LocaleState = { lang: 'en', dir: 'ltr' }
const listeners = new Set<() => void>()

const getLocaleState = (): LocaleState => state
export const getLocaleLang = (): string => state.lang

/** Called once the locale's texts are in place, so the buttons and the modal render them. */
export function setLocaleState(next: LocaleState): void {
  state = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Re-renders on a locale change; the server and the first render speak English, so hydration matches. */
export const useLocale = (): LocaleState => useSyncExternalStore(subscribe, getLocaleState, getLocaleState)

/**
 * A balance as SPEC §9 cuts it (3 decimals, rounded down, by core's `formatBalance`), written the chosen locale's way
 * ("1234,567" in German, "١٢٣٤٫٥٦٧" where the locale writes Arabic-Indic digits). Intl formats the decimal string exactly (ES2023 NumberFormat v3), so huge balances keep
 * every digit; TypeScript's lib types `format` for numbers only. It sits here, in a module the page's first chunk
 * already holds for the buttons, so the account button's balance adds no chunk of its own.
 */
export function formatAmount(value: string | undefined, symbol?: string): string {
  // No grouping: SPEC §9's English stays "1234.567", and a balance reads the same length in every language.
  const format = new Intl.NumberFormat(state.lang, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
    useGrouping: false,
  })
  const shown = format.format(formatBalance(value) as unknown as number)
  return symbol ? `${shown} ${symbol}` : shown
}
