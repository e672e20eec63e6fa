import type { ThemeMode } from '@foyer/core'
import { useFoyerClient } from './useFoyerClient.ts'

/** The value for `data-foyer-theme` on every Foyer root: light, dark, or system (follows prefers-color-scheme). */
export function useThemeMode(): ThemeMode {
  return useFoyerClient().options.themeMode
}
