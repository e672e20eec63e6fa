import { useSyncExternalStore } from 'react'

/** The language the UI speaks and which way it reads; `lang` and `dir` on every Foyer root. */
export interface LocaleState {
  lang: string
  dir: 'ltr' | 'rtl'
}

let state: LocaleState = { lang: 'en', dir: 'ltr' }
let loading: Promise<unknown> | undefined
const listeners = new Set<() => void>()

const getLocaleState = (): LocaleState => state

/** Called once the locale's texts are in place, so the buttons and the modal render them. */
function setLocaleState(next: LocaleState): void {
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
 * English is in the page's chunk: a page whose visitor reads English fetches nothing. Any other wish (the
 * dapp's `locale`, else the browser's first language) loads the chunk that picks the best match and its texts.
 */
export function startLocale(requested?: string): void {
  const wanted = requested ?? navigator.languages?.[0] ?? navigator.language
  if (/^en\b/i.test(wanted) && state.lang === 'en') return
  loading = import('./loadLocale.ts')
    .then((module) => module.loadLocale(requested))
    .then((next) => next && setLocaleState(next))
}

/** While a locale's texts are on their way: resolves once they are in place, never rejects. */
export const localeLoading = (): Promise<unknown> | undefined => loading?.catch(() => undefined)
