import { loadOnce } from '@foyer/core'
import type { WalletConnect, WalletConnectOptions } from './types.ts'
import { validateOptions } from './validateOptions.ts'

/**
 * The dapp's WalletConnect as its page configures it (issue 19): the options, checked at once, and the session code
 * as a chunk the adapters load with the client's wiring, after the page's first render.
 */
export interface DeferredWalletConnect {
  readonly options: WalletConnectOptions
  loadWalletConnect(): Promise<WalletConnect>
}

/** WalletConnect as an adapter takes it: ready-made (buildWalletConnect: tests, scripts) or deferred (a page). */
export type WalletConnectSource = WalletConnect | DeferredWalletConnect

/**
 * One WalletConnect session shared by every namespace's adapter. Throws at once on options that would leave it
 * half-configured; everything else loads once, however many adapters ask.
 */
export function createWalletConnect(options: WalletConnectOptions): DeferredWalletConnect {
  validateOptions(options)
  return {
    options,
    loadWalletConnect: loadOnce(() =>
      import('./buildWalletConnect.ts').then((chunk) => chunk.buildWalletConnect(options)),
    ),
  }
}

/** The session object behind a source: the same one for every adapter that shares the source. */
export async function loadWalletConnect(source: WalletConnectSource | undefined): Promise<WalletConnect | undefined> {
  if (!source) return undefined
  return 'loadWalletConnect' in source ? source.loadWalletConnect() : source
}

/** An adapter's options as a page configures them: WalletConnect as createWalletConnect returns it. */
export type WithWalletConnectSource<O extends { walletConnect?: WalletConnect }> = Omit<O, 'walletConnect'> & {
  walletConnect?: WalletConnectSource
}

/**
 * What every deferred adapter factory loads: its builder's chunk and the shared session object, together, then the
 * adapter built from the page's options.
 */
export async function buildWithWalletConnect<O extends { walletConnect?: WalletConnect }, A>(
  options: WithWalletConnectSource<O>,
  loadBuilder: () => Promise<(options: O) => A>,
): Promise<A> {
  const { walletConnect: source, ...rest } = options
  const [build, walletConnect] = await Promise.all([loadBuilder(), loadWalletConnect(source)])
  // `rest` is O without walletConnect, which is put back loaded; TypeScript cannot follow an Omit round trip.
  return build({ ...rest, ...(walletConnect ? { walletConnect } : {}) } as O)
}
