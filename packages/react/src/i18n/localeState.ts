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
