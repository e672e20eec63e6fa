import type { AdapterEvent, ChainAdapter } from './ChainAdapter.ts'

/**
 * An adapter's listeners (ChainAdapter.subscribe): `emit` tells each of them, in the order they came, and one
 * that throws is logged without keeping the event from the others. A listener added or removed while an event is
 * told takes effect from the next one.
 */
export function adapterListeners(namespace: string): {
  emit(event: AdapterEvent): void
  subscribe: ChainAdapter['subscribe']
} {
  const listeners = new Set<(event: AdapterEvent) => void>()
  return {
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event)
        } catch (error) {
          console.error(`[foyer] ${namespace} adapter listener failed`, error)
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
