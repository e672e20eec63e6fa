import type { FoyerClient } from '@foyer/core'
import { getLocaleLang, setLocaleState } from '../i18n/localeState.ts'

/**
 * The one door to the modal's code. Everything behind it is a separate chunk (ARCHITECTURE rule 6), so the
 * page's first chunk holds only the provider, hooks and buttons. Buttons call `preloadModal` on hover or
 * focus so the chunk is usually there by the time of the click.
 */
type ShellModule = typeof import('./ModalShell.tsx')

let shell: Promise<ShellModule> | undefined
let loaded: ShellModule | undefined
let locale: Promise<unknown> | undefined
/** Whether the chosen language's texts are in (English always is). */
let localeSettled = true

const importShell = () => {
  shell ??= import('./ModalShell.tsx').then((module) => {
    loaded = module
    return module
  })
  return shell
}

/**
 * English is in the page's chunk: a page whose visitor reads English fetches nothing more. Any other wish (the
 * dapp's `locale`, else the browser's first language) fetches the modal's chunk, which picks the best match and
 * loads its texts; the page's chunk gains no door of its own for it.
 */
export function startLocale(requested?: string): void {
  const wanted = requested ?? navigator.languages?.[0] ?? navigator.language
  if (/^en\b/i.test(wanted) && getLocaleLang() === 'en') return
  localeSettled = false
  locale = importShell()
    .then((module) => module.loadLocale(requested))
    .then((next) => next && setLocaleState(next))
    .catch(() => undefined)
    .finally(() => {
      localeSettled = true
    })
}

/**
 * The modal opens in the chosen language, never in English first (the locale's chunk is fetched on mount). Given
 * the client, it also waits for what Connect draws for it beyond the shell (the embedded wallet's ways in); a part
 * that fails to arrive is fetched again when Connect shows. `intent`: the visitor points at Connect.
 */
export function loadModalShell(client?: FoyerClient, intent = false): Promise<ShellModule> {
  const shellLoading = importShell()
  const withParts = client
    ? shellLoading.then((module) =>
        module.preloadConnectParts(client, intent).then(
          () => module,
          () => module,
        ),
      )
    : shellLoading
  return locale ? locale.then(() => withParts) : withParts
}

/**
 * The shell once its chunk and the chosen language have arrived (preloaded on hover, focus or idle), so the first
 * open renders it at once.
 */
export function loadedModalShell(): ShellModule | undefined {
  return localeSettled ? loaded : undefined
}

/** Fetches the shell (and, given the client, its parts) ahead of the first open; settles once in or failed. */
export function preloadModal(client?: FoyerClient, intent = false): Promise<void> {
  return loadModalShell(client, intent).then(
    () => {},
    () => {
      // A failed preload is retried by the real load when the modal opens.
      shell = undefined
    },
  )
}

/** The account or network button's intent: the shell and the views they open, so the click shows them at once. */
export function preloadAccountModal(): void {
  void loadModalShell()
    .then((module) => module.preloadConnectedViews())
    .catch(() => {
      shell = undefined
    })
}
