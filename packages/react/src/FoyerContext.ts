import type { FoyerClient } from '@foyer/core'
import { createContext } from 'react'

export const FoyerContext = createContext<FoyerClient | null>(null)
