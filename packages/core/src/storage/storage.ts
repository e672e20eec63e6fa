/** The part of the Web Storage API Foyer uses; tests and SSR pass their own. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
