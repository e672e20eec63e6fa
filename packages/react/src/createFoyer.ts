import { createFoyerClient, type FoyerClient, type FoyerOptions } from '@foyer/core'

/** Creates the Foyer client to hand to <FoyerProvider>; call it once, outside any component. */
export function createFoyer(options: FoyerOptions): FoyerClient {
  return createFoyerClient(options)
}
