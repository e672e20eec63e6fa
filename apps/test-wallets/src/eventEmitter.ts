// biome-ignore lint/suspicious/noExplicitAny: EIP-1193 listeners take event-specific arguments.
export type Listener = (...args: any[]) => void

/** The `on` / `removeListener` half of EIP-1193; a throwing listener does not stop the others. */
export class EventEmitter {
  readonly #listeners = new Map<string, Set<Listener>>()

  on(event: string, listener: Listener): this {
    const set = this.#listeners.get(event) ?? new Set()
    set.add(listener)
    this.#listeners.set(event, set)
    return this
  }

  removeListener(event: string, listener: Listener): this {
    this.#listeners.get(event)?.delete(listener)
    return this
  }

  off(event: string, listener: Listener): this {
    return this.removeListener(event, listener)
  }

  listenerCount(event: string): number {
    return this.#listeners.get(event)?.size ?? 0
  }

  protected emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch (error) {
        console.error(`[dev-wallet] ${event} listener failed`, error)
      }
    }
  }
}
