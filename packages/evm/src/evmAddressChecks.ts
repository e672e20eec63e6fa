import { loadOnce } from '@foyer/core'
import type { AddressChecks } from './describeEvmChain.ts'

let loaded: AddressChecks | undefined

/**
 * Fetches the address checks (viem's getAddress over @noble/hashes' keccak-256): the adapter awaits them before a
 * wallet's first account, so a page whose visitor never connects never loads them. keccak's module builds its round
 * constants with BigInt arithmetic when it loads — about 50 KB of heap and a JIT-compiled loop (issue 19's budget).
 */
export const loadAddressChecks = loadOnce(
  (): Promise<AddressChecks> =>
    import('./evmAddressChecksum.ts').then((checks) => {
      loaded = checks
      return checks
    }),
)

/** Whether the checks are in (loaded now if need be); false where they cannot be fetched. */
export const addressChecksLoaded = (): Promise<boolean> =>
  loadAddressChecks().then(
    () => true,
    () => false,
  )

/** The checks, once loaded: every account reaches core after `loadAddressChecks` settled. */
export function addressChecks(): AddressChecks {
  if (!loaded) throw new Error('[foyer] EVM address checks asked before a wallet connected (loadAddressChecks)')
  return loaded
}
