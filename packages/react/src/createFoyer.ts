import { createPageClient, type FoyerClient, type PageClientOptions } from '@foyer/core'

/**
 * Creates the Foyer client to hand to <FoyerProvider>; call it once, outside any component. The page gets the
 * state at once and the rest of the client (flows, adapters) right after its first render (issue 19).
 */
export function createFoyer(options: PageClientOptions): FoyerClient {
  return createPageClient(options)
}
