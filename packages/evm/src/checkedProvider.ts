import type { Eip1193Provider } from './eip1193.ts'
import type { TransactionCheckOptions } from './transactionChecks.ts'

const CHECKED_METHODS = ['eth_sendTransaction', 'eth_signTransaction', 'wallet_sendCalls']

interface Checked {
  provider: Eip1193Provider
  options?: TransactionCheckOptions
}

// One wrapper per wallet provider, so a dapp sees the same object on every getProvider call.
const wrappers = new WeakMap<Eip1193Provider, Checked>()

/**
 * The wallet's EIP-1193 provider as a dapp gets it: the same in every way, except that transactions are checked
 * (SPEC §5) before the wallet is asked. The rules load with the first transaction, not with the page. A shell
 * target keeps the Proxy free of invariants a frozen provider would impose; methods run bound to the wallet's own.
 */
export function checkedProvider(provider: Eip1193Provider, options?: TransactionCheckOptions): Eip1193Provider {
  let checked = wrappers.get(provider)
  if (!checked) {
    const entry: Checked = { provider }
    const request: Eip1193Provider['request'] = async (args) => {
      if (CHECKED_METHODS.includes(args?.method))
        (await import('./requestChecks.ts')).checkWalletRequest(args, entry.options)
      return provider.request(args)
    }
    entry.provider = new Proxy({} as Eip1193Provider, {
      get(_, key) {
        if (key === 'request') return request
        const value = Reflect.get(provider, key)
        return typeof value === 'function' ? value.bind(provider) : value
      },
      has: (_, key) => key in provider,
    })
    checked = entry
    wrappers.set(provider, checked)
  }
  // The latest network the dapp's client named: the one a transaction without a chain id is for.
  checked.options = options
  return checked.provider
}
