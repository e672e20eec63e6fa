import { loadOnce } from '../chunks/loadOnce.ts'
import type { ChainNamespace } from '../types/network.ts'
import type { ChainAdapter } from './ChainAdapter.ts'

/**
 * An adapter whose code is a chunk of its own (issue 19): what `createEvmAdapter` and the other factories hand a
 * page, so configuring a chain costs the page's first chunk a few bytes; the page client loads it with the wiring.
 */
export interface DeferredAdapter {
  readonly namespace: ChainNamespace
  loadAdapter(): Promise<ChainAdapter>
}

/** An adapter as a dapp configures it: ready-made (tests, scripts) or deferred (a page). */
export type AdapterSource = ChainAdapter | DeferredAdapter

export function loadAdapter(source: AdapterSource): Promise<ChainAdapter> {
  return 'loadAdapter' in source ? source.loadAdapter() : Promise.resolve(source)
}

/** A deferred adapter that loads its chunk once, however many times it is asked (a retry after a failed fetch). */
export function deferAdapter(namespace: ChainNamespace, load: () => Promise<ChainAdapter>): DeferredAdapter {
  return { namespace, loadAdapter: loadOnce(load) }
}
