import { createFoyerClient, createMemoryStorage, type FoyerClient, type FoyerOptions } from '@foyer/core'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { FoyerProvider } from '../FoyerProvider.tsx'
import { base, mainnet } from './networks.ts'

/** A real client on two local networks, with nothing stored and, unless given, no adapter. */
export function createTestClient(options: Partial<FoyerOptions> = {}): FoyerClient {
  return createFoyerClient({ networks: [mainnet, base], adapters: [], storage: createMemoryStorage(), ...options })
}

export function renderWithFoyer(ui: ReactNode, client: FoyerClient = createTestClient()) {
  return { client, ...render(<FoyerProvider client={client}>{ui}</FoyerProvider>) }
}
