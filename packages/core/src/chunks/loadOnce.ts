/**
 * A load — a chunk's import and what is made from it — run once and shared by every caller, however many ask. One
 * that fails is forgotten, so the next call tries again (a chunk fetched while offline); one that succeeds is kept
 * for the page's life. Foyer's on-demand parts load through it; a few keep their own memo because they need
 * more: the page client's wiring and the embedded wallet's frame act on a failure, WalletConnect's session client is
 * asked whether it has started, Coinbase's SDK is built from its first caller's network.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
