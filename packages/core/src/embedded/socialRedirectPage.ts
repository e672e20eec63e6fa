/**
 * The page's own address, as a social login by full-page redirect uses it: where to come back to, how to leave,
 * and the browser bringing the page back from its back-forward cache. One object, so tests can stand in for it.
 */
export const socialRedirectPage = {
  /** This page, without its fragment: the one the visitor comes back to. */
  returnUrl: (): string => `${location.origin}${location.pathname}${location.search}`,
  /** Leaves for the provider in this tab (kept in history, so Back returns here). */
  leave: (url: string): void => location.assign(url),
  /** Calls `back` when the visitor returns to this very page (Back from the provider, back-forward cache). */
  onRestored(back: () => void): () => void {
    const listener = (event: PageTransitionEvent) => {
      if (event.persisted) back()
    }
    window.addEventListener('pageshow', listener)
    return () => window.removeEventListener('pageshow', listener)
  },
}
