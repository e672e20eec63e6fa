import type { Features } from '@foyer/core'
import { useFoyerClient } from './useFoyerClient.ts'
import { useStoreValue } from './useStoreValue.ts'

const selectAll = (features: Features) => features

/** The features in effect: the dapp's, with the project's remote configuration once it has arrived. */
export function useFeatures(): Features {
  return useStoreValue(useFoyerClient().stores.features, selectAll)
}
