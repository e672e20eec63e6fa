/**
 * The one door to the modal's code. Everything behind it is a separate chunk (ARCHITECTURE rule 6), so the
 * page's first chunk holds only the provider, hooks and buttons. Buttons call `preloadModal` on hover or
 * focus so the chunk is usually there by the time of the click.
 */
let shell: Promise<typeof import('./ModalShell.tsx')> | undefined

export function loadModalShell(): Promise<typeof import('./ModalShell.tsx')> {
  shell ??= import('./ModalShell.tsx')
  return shell
}

export function preloadModal(): void {
  void loadModalShell().catch(() => {
    // A failed preload is retried by the real load when the modal opens.
    shell = undefined
  })
}
