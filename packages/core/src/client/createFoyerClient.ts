import { createFoyerState } from './createFoyerState.ts'
import type { FoyerClient, FoyerOptions } from './types.ts'
import { wireFoyerClient } from './wireFoyerClient.ts'

/**
 * The whole client at once, adapters given ready-made: for tests, scripts and anything that is not a page racing
 * to show its button. A page uses createPageClient, which carries only the state and loads the wiring after.
 */
export function createFoyerClient(input: FoyerOptions): FoyerClient {
  return wireFoyerClient(createFoyerState(input), input.adapters)
}
