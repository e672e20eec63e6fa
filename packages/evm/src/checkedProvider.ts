import type { Eip1193Provider } from './eip1193.ts'

type Checked = [provider: Eip1193Provider, maxFeePerGasCap?: bigint]

// One wrapper per wallet provider, so a dapp sees the same object on every getProvider call.
const wrappers = new WeakMap<Eip1193Provider, Checked>()

/**
 * The wallet's EIP-1193 provider as a dapp gets it: the same in every way, except that transactions are checked
 * (SPEC §5) before the wallet is asked. The rules load with the first transaction (in the send chunk), not with
 * the page. A shell target keeps the Proxy free of the invariants a frozen provider would impose; the wallet's own
 * methods run bound to it.
 */
export function checkedProvider(provider: Eip1193Provider, maxFeePerGasCap?: bigint): Eip1193Provider {
  const checked: Checked = wrappers.get(provider) ?? [
    new Proxy({} as Eip1193Provider, {
      get(_, key) {
        if (key === 'request') return request
        const value = Reflect.get(provider, key)
        return typeof value === 'function' ? value.bind(provider) : value
      },
      has: (_, key) => key in provider,
    }),
  ]
  // Hoisted: the Proxy, made on the first call only, answers with that call's function, which reads `checked`.
  async function request(args: Parameters<Eip1193Provider['request']>[0]) {
    if (['eth_sendTransaction', 'eth_signTransaction', 'wallet_sendCalls'].includes(args?.method))
      (await import('./evmSend.ts')).checkWalletRequest(args, checked[1])
    return provider.request(args)
  }
  checked[1] = maxFeePerGasCap
  wrappers.set(provider, checked)
  return checked[0]
}
