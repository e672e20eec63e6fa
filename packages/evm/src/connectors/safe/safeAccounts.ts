import type { Eip1193Provider } from '../../eip1193.ts'

/** EIP-1193 4200: the provider does not support the method. */
const UNSUPPORTED_METHOD = 4200

/**
 * A Safe App's account is the Safe that frames it: there is nothing to request and no account picker to show.
 * The Safe's provider answers only eth_accounts, so a request for accounts is that, and a request for the
 * eth_accounts permission says it is unsupported (the adapter then asks for accounts, which the Safe grants).
 */
export function withSafeAccounts(provider: Eip1193Provider): Eip1193Provider {
  return {
    request(args) {
      if (args.method === 'eth_requestAccounts') return provider.request({ method: 'eth_accounts' })
      if (args.method === 'wallet_requestPermissions') {
        return Promise.reject(
          Object.assign(new Error('A Safe App is granted its Safe: there is no account to pick'), {
            code: UNSUPPORTED_METHOD,
          }),
        )
      }
      return provider.request(args)
    },
    on: (event, listener) => provider.on?.(event, listener),
    removeListener: (event, listener) => provider.removeListener?.(event, listener),
  }
}
