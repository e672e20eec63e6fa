/**
 * The one door to the modal's code. Everything behind it is a separate chunk (ARCHITECTURE rule 6), so the
 * page's first chunk holds only the provider, hooks and buttons. Buttons call `preloadModal` on hover or
 * focus so the chunk is usually there by the time of the click.
 */
import { localeLoading } from '../i18n/localeState.ts'

let shell: Promise<typeof import('./ModalShell.tsx')> | undefined

export function loadModalShell(): Promise<typeof import('./ModalShell.tsx')> {
  shell ??= import('./ModalShell.tsx')
  // The modal opens in the chosen language, never in English first (the locale's chunk is fetched on mount).
  const locale = localeLoading()
  return locale ? locale.then(() => shell as Promise<typeof import('./ModalShell.tsx')>) : shell
}

export function preloadModal(): void {
  void loadModalShell().catch(() => {
    // A failed preload is retried by the real load when the modal opens.
    shell = undefined
  })
}
