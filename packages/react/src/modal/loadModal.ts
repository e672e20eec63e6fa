/**
 * The one door to the modal's code. Everything behind it is a separate chunk (ARCHITECTURE rule 6), so the
 * page's first chunk holds only the provider, hooks and buttons. Buttons call `preloadModal` on hover or
 * focus so the chunk is usually there by the time of the click.
 */
type ShellModule = typeof import('./ModalShell.tsx')

let shell: Promise<ShellModule> | undefined
let loaded: ShellModule | undefined

export function loadModalShell(): Promise<ShellModule> {
  shell ??= import('./ModalShell.tsx').then((module) => {
    loaded = module
    return module
  })
  return shell
}

/** The shell once its chunk has arrived (preloaded on hover, focus or idle), so the first open renders it at once. */
export function loadedModalShell(): ShellModule | undefined {
  return loaded
}

export function preloadModal(): void {
  void loadModalShell().catch(() => {
    // A failed preload is retried by the real load when the modal opens.
    shell = undefined
  })
}
