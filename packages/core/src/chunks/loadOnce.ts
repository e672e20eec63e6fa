/**
 * A load — a chunk's import and what is made from it — run once and shared by every caller, however many ask. One
 * that fails is forgotten, so the next call tries again (a chunk fetched while offline); one that succeeds is kept
 * for the page's life. Every on-demand part of Foyer loads through it.
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
