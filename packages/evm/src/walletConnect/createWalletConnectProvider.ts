import { type CaipNetworkId, FoyerError } from '@foyer/core'
import type { WalletConnect, WalletConnectNamespace, WalletConnectSession } from '@foyer/walletconnect'
import { numberToHex } from 'viem'
import type { Eip1193Provider } from '../eip1193.ts'

// biome-ignore lint/suspicious/noExplicitAny: each EIP-1193 event passes its own argument type.
type Listener = (...args: any[]) => void

const caip = (chainId: number): CaipNetworkId => `eip155:${chainId}`
const addressOf = (account: string) => account.split(':')[2] ?? ''

/**
 * The eip155 view of the shared WalletConnect session as an EIP-1193 provider on one chain at a time, so the
 * EVM adapter drives it exactly like an injected wallet. Switching stays within the session's chains (no new
 * prompt). Other namespaces (solana…) of the same session are other adapters' views.
 */
export function createWalletConnectProvider(walletConnect: WalletConnect) {
  const view: WalletConnectNamespace = walletConnect.namespace('eip155')
  const listeners = new Map<string, Set<Listener>>()
  let session: WalletConnectSession | undefined
  let chainId = 0

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
  }
  const accountsOn = (id: number) =>
    view
      .accounts()
      .filter((account) => account.startsWith(`${caip(id)}:`))
      .map(addressOf)

  view.subscribe((event) => {
    if (!session) return
    if (event.type === 'disconnect') {
      session = undefined
      emit('disconnect', { code: 4900, message: `The WalletConnect session ended (${event.reason})` })
    } else if (event.type === 'accountsChanged') {
      emit('accountsChanged', event.addresses)
    } else if (event.type === 'chainChanged') {
      chainId = Number(event.caipNetworkId.split(':')[1])
      emit('chainChanged', numberToHex(chainId))
    }
  })

  const provider: Eip1193Provider = {
    async request({ method, params }) {
      if (!session) throw new FoyerError('PROVIDER_NOT_FOUND')
      switch (method) {
        case 'eth_chainId':
          return numberToHex(chainId)
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return accountsOn(chainId)
        case 'wallet_switchEthereumChain': {
          const [{ chainId: target } = { chainId: '0x0' }] = (params ?? []) as [{ chainId?: string }?]
          const next = Number(target)
          if (!view.chains().includes(caip(next))) {
            throw new FoyerError('NETWORK_NOT_FOUND', `The WalletConnect session does not include ${caip(next)}`)
          }
          if (next !== chainId) {
            chainId = next
            emit('chainChanged', numberToHex(next))
          }
          return null
        }
      }
      return view.request(method, params, caip(chainId))
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  return {
    provider,
    /** Starts using `next` on `preferredChainId` when the session covers it, else on the session's first chain. */
    activate(next: WalletConnectSession, preferredChainId: number): { address: string; chainId: number } {
      const chains = view.chains()
      const first = chains[0]
      if (!first) throw new FoyerError('NETWORK_NOT_FOUND', 'The WalletConnect session has no EVM chain')
      session = next
      chainId = chains.includes(caip(preferredChainId)) ? preferredChainId : Number(first.split(':')[1])
      const address = accountsOn(chainId)[0]
      if (!address)
        throw new FoyerError('NETWORK_NOT_FOUND', `The WalletConnect session has no account on ${caip(chainId)}`)
      return { address, chainId }
    },
    deactivate() {
      session = undefined
    },
  }
}
