import { type ConnectResult, type EmbeddedAccount, type EmbeddedWallet, FoyerError, type Network } from '@foyer/core'
import { rpcMethodPolicy } from '@foyer/protocol/rpc-policy'
import { isHex, numberToHex } from 'viem'
import type { Eip1193Provider } from '../eip1193.ts'
import { validateCalls } from '../eip5792.ts'
import { embeddedConnectResult } from './embeddedAccounts.ts'

// biome-ignore lint/suspicious/noExplicitAny: each EIP-1193 event passes its own argument type.
type Listener = (...args: any[]) => void

// EIP-1193 4900: the provider is disconnected from every chain. EIP-3085/3326 4902: the wallet does not know the chain.
const DISCONNECTED = 4900
const UNRECOGNIZED_CHAIN = 4902

/** An EIP-1193 error as wallets throw it, so that callers reading `code` (the adapter's switch, viem) understand it. */
const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

const eip155Addresses = (accounts: readonly EmbeddedAccount[]) =>
  accounts.filter((account) => account.namespace === 'eip155').map((account) => account.address)

/** The accounts with their types and the smart account's deployment, without the chain the answer was for. */
const typedAccountsOf = (accounts: readonly EmbeddedAccount[]) => {
  const { accounts: typed, smartAccountDeployed } = embeddedConnectResult(accounts, 0)
  return { accounts: typed, ...(smartAccountDeployed !== undefined ? { smartAccountDeployed } : {}) }
}

const rpcUrlOf = (network: Network) => network.rpcUrls.default.http[0]

/** The first parameter of wallet_switchEthereumChain / wallet_addEthereumChain, checked. */
function chainParam(params: unknown): { chainId: number; rpcUrls: readonly unknown[] | undefined } {
  const [first] = Array.isArray(params) ? params : []
  const { chainId, rpcUrls } = (typeof first === 'object' && first !== null ? first : {}) as {
    chainId?: unknown
    rpcUrls?: unknown
  }
  if (typeof chainId !== 'string' || !isHex(chainId) || BigInt(chainId) <= 0n) {
    throw rpcError(-32602, 'chainId must be a hex number greater than 0')
  }
  return { chainId: Number(chainId), rpcUrls: Array.isArray(rpcUrls) ? rpcUrls : undefined }
}

/** The calls of a raw wallet_sendCalls request (`[{ calls: [...] }]`), as loosely as a dapp may send them. */
function batchCalls(params: unknown): { to: string; data?: string }[] {
  const [batch] = Array.isArray(params) ? params : []
  const calls = (batch as { calls?: unknown } | undefined)?.calls
  return Array.isArray(calls) ? (calls as { to: string; data?: string }[]) : []
}

export interface EmbeddedProviderParams {
  embeddedWallet: EmbeddedWallet
  /** The eip155 addresses the embedded wallet granted, the one in use first. */
  addresses: readonly string[]
  /** The network connected on: the provider starts there and knows its node. */
  network: Network
}

/**
 * The embedded wallet's eip155 side as an EIP-1193 provider, so the EVM adapter drives it exactly like an injected
 * wallet: chain id and accounts are answered here, switching moves the frame's wallet (a chain it was never shown
 * is 4902, so the adapter adds it with its node first, as with any wallet), methods SPEC §6 forbids are refused
 * before the frame is asked, and everything else goes to the frame with the active chain and its node.
 */
export function createEmbeddedProvider(params: EmbeddedProviderParams): Eip1193Provider {
  const { embeddedWallet } = params
  const listeners = new Map<string, Set<Listener>>()
  // The nodes of the chains the dapp has shown the wallet (connected on, or added with wallet_addEthereumChain).
  const rpcUrls = new Map<number, string | undefined>([[Number(params.network.id), rpcUrlOf(params.network)]])
  let addresses = [...params.addresses]
  let chainId = Number(params.network.id)
  let connected = true
  let unsubscribe: (() => void) | undefined

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
  }

  // Listening to the embedded wallet only while someone listens here: a provider left behind holds nothing.
  const listen = () =>
    embeddedWallet.subscribe((event) => {
      if (!connected) return
      if (event.type === 'disconnect') {
        connected = false
        emit('disconnect', rpcError(DISCONNECTED, 'The embedded wallet signed out'))
        return
      }
      const next = eip155Addresses(event.accounts)
      // A change that names other namespaces' accounts only is not about this one (every embedded wallet has an
      // account in each); no account at all is the visitor gone.
      if (next.length === 0 && event.accounts.length > 0) return
      if (next.join() === addresses.join()) return
      addresses = next
      // EIP-1193: [] is the site losing access, which the adapter reads as a disconnect.
      if (next.length === 0) connected = false
      // Foyer's own provider passes the typed accounts (eoa, smart account) as a second argument, which other
      // EIP-1193 listeners ignore: the adapter records which of them is in use.
      emit('accountsChanged', [...next], ...(next.length > 0 ? [typedAccountsOf(event.accounts)] : []))
    })

  const switchChain = async (target: number) => {
    if (!rpcUrls.has(target)) throw rpcError(UNRECOGNIZED_CHAIN, `Unrecognized chain ID "${numberToHex(target)}"`)
    const rpcUrl = rpcUrls.get(target)
    await embeddedWallet.switchNetwork({ chainNamespace: 'eip155', chainId: target, ...(rpcUrl ? { rpcUrl } : {}) })
    if (target === chainId) return
    chainId = target
    emit('chainChanged', numberToHex(target))
  }

  const addChain = (params: unknown) => {
    const { chainId: target, rpcUrls: urls } = chainParam(params)
    const rpcUrl = urls?.find((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url))
    if (!rpcUrl) throw rpcError(-32602, 'rpcUrls must name an http(s) node')
    rpcUrls.set(target, rpcUrl)
  }

  return {
    async request({ method, params: requestParams }) {
      if (!connected) throw new FoyerError('PROVIDER_NOT_FOUND')
      switch (method) {
        case 'eth_chainId':
          return numberToHex(chainId)
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [...addresses]
        case 'wallet_switchEthereumChain':
          await switchChain(chainParam(requestParams).chainId)
          return null
        case 'wallet_addEthereumChain':
          addChain(requestParams)
          return null
      }
      // SPEC §6: refused here, before the frame loads or shows anything; the frame refuses on its own as well.
      if (rpcMethodPolicy(method) === 'forbidden') throw new FoyerError('RPC_NOT_ALLOWED')
      // SPEC §5: a dapp calling the provider itself gets the same check as client.sendCalls, before any approval.
      if (method === 'wallet_sendCalls') validateCalls(batchCalls(requestParams))
      const rpcUrl = rpcUrls.get(chainId)
      return embeddedWallet.request({
        method,
        ...(requestParams === undefined
          ? {}
          : { params: requestParams as readonly unknown[] | Record<string, unknown> }),
        chainNamespace: 'eip155',
        chainId,
        ...(rpcUrl ? { rpcUrl } : {}),
      })
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      unsubscribe ??= listen()
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      if ([...listeners.values()].every((set) => set.size === 0)) {
        unsubscribe?.()
        unsubscribe = undefined
      }
    },
  }
}

/**
 * The embedded wallet's eip155 accounts on `network`, as a provider there; undefined when nobody is signed in to
 * it (the email login has not happened, or its session ended).
 */
export async function openEmbeddedProvider(
  embeddedWallet: EmbeddedWallet,
  network: Network,
): Promise<{ provider: Eip1193Provider; result: ConnectResult } | undefined> {
  const chainId = Number(network.id)
  const accounts = await embeddedWallet.getAccounts({ chainNamespace: 'eip155', chainId })
  const addresses = eip155Addresses(accounts)
  if (addresses.length === 0) return undefined
  return {
    provider: createEmbeddedProvider({ embeddedWallet, addresses, network }),
    result: embeddedConnectResult(accounts, chainId),
  }
}
