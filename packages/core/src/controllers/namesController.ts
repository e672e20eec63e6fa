import { createStore } from 'zustand/vanilla'
import type { FoyerError } from '../errors/errors.ts'
import type { NameRegistrationFailure } from '../rules/nameRegistration.ts'

/** One name the registry offers: free to register, or taken (shown so the visitor reads why they cannot). */
export interface NameSuggestion {
  name: string
  registered: boolean
}

export type NameRegistrationStatus = 'idle' | 'signing' | 'registering'

/** RegisterAccountName and its success (SPEC §2, §4 name registration). */
export interface NamesState {
  /** The label as typed, lower-case, without the zone. */
  label: string
  /** The zone names are registered under (`reown.id`). */
  zone: string
  /** For the label typed last; an answer for an older label is dropped. */
  suggestions: readonly NameSuggestion[]
  suggestionsLoading: boolean
  /** 'Error fetching name suggestions' (SPEC §8). */
  suggestionsError?: FoyerError
  status: NameRegistrationStatus
  /** The last attempt's failure: which name, why, and the error ('Error registering name {name}'). */
  failure?: { name: string; reason: NameRegistrationFailure; error: FoyerError }
  /** The name just registered, for RegisterAccountNameSuccess. */
  registered?: string
}

/** The name registration form: one store, no logic beyond patching it. */
export function createNamesController(zone: string) {
  const empty: NamesState = { label: '', zone, suggestions: [], suggestionsLoading: false, status: 'idle' }
  const store = createStore<NamesState>(() => empty)
  return {
    store,
    update(patch: Partial<NamesState>): void {
      store.setState(patch)
    },
    reset(): void {
      store.setState(empty, true)
    },
  }
}

export type NamesController = ReturnType<typeof createNamesController>
