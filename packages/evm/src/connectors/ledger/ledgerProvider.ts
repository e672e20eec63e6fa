import { type Network, UserRejectedError } from '@foyer/core'
import {
  type Address,
  hashDomain,
  hashStruct,
  isHex,
  numberToHex,
  serializeSignature,
  serializeTransaction,
  type TypedDataDefinition,
  toHex,
} from 'viem'
import type { Eip1193Provider } from '../../eip1193.ts'
import { networkRpc } from '../../networkRpc.ts'
import { derivationPath, type LedgerDerivation } from './derivationPath.ts'
import type { LedgerApp } from './ledgerApp.ts'
import { ledgerError } from './ledgerErrors.ts'
import { ledgerSignature } from './ledgerSignature.ts'
import { prepareTransaction } from './prepareTransaction.ts'
import { readLedgerAddresses } from './readLedgerAddress.ts'
import type { RpcTransactionRequest } from './rpcTransactionRequest.ts'

export interface LedgerProviderOptions {
  app: LedgerApp
  derivation: LedgerDerivation
  index: number
  /** The network the visitor connects on; the provider follows the dapp's switches from there. */
  network: Network
  fetch: typeof fetch
  /**
   * Ask Ledger's metadata service (hw-app-eth's resolution) for what lets the device show a contract call in words:
   * token names and amounts, NFTs, plugins. Plain transfers need none. Default true; false never asks it.
   */
  clearSigning: boolean
}

export interface LedgerProvider extends Eip1193Provider {
  on(event: string, listener: (...args: unknown[]) => void): void
  removeListener(event: string, listener: (...args: unknown[]) => void): void
  /** Tells the page the device went away (unplugged, transport closed): EIP-1193 `disconnect`. */
  deviceGone(): void
}

// EIP-1193 and EIP-3326 codes.
const USER_REJECTED = 4001
const UNAUTHORIZED = 4100
const UNSUPPORTED_METHOD = 4200
const UNRECOGNIZED_CHAIN = 4902
const INVALID_PARAMS = -32602

const rpcError = (code: number, message: string, cause?: unknown) =>
  Object.assign(new Error(message, cause === undefined ? undefined : { cause }), { code })

// Only the device signs; these a dapp may not have signed any other way (eth_sign signs a bare hash, blind).
const WALLET_ONLY = new Set(['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'eth_signTypedData_v3'])

interface AddChainParameter {
  chainId: string
  chainName?: string
  nativeCurrency?: Network['nativeCurrency']
  rpcUrls?: string[]
}

/** The hex payload of personal_sign: dapps send it hex-encoded, some send the text itself. */
const messageHex = (message: string) => (isHex(message) ? message.slice(2) : toHex(message).slice(2))

/**
 * An EIP-1193 provider of Foyer's own over Ledger's Ethereum app: accounts and signatures come from the device;
 * transactions are built with viem from the network's node, signed on the device and broadcast by Foyer; every read
 * goes to the network's node.
 */
export function createLedgerProvider(options: LedgerProviderOptions): LedgerProvider {
  const { app } = options
  const path = derivationPath(options.derivation, options.index)
  const networks = new Map<number, Network>([[Number(options.network.id), options.network]])
  let network = options.network
  let address: Promise<Address> | undefined
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
  }

  // A Ledger answers one exchange at a time; a second one while it waits for the visitor fails in the transport.
  let queue: Promise<unknown> = Promise.resolve()
  const onDevice = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task).catch((error: unknown) => {
      const known = ledgerError(error)
      // EIP-1193 callers (wagmi, viem) know a refusal by its code 4001; Foyer's adapter knows it the same way.
      if (known instanceof UserRejectedError) throw rpcError(USER_REJECTED, known.message, error)
      throw known ?? error
    })
    queue = run.catch(() => undefined)
    return run
  }

  const accountAddress = () => {
    address ??= onDevice(async () => {
      const [read] = await readLedgerAddresses(app, options.derivation, [options.index])
      if (!read) throw new Error('The Ledger gave no address')
      return read
    }).catch((error: unknown) => {
      address = undefined
      throw error
    })
    return address
  }

  const requireOwnAddress = async (claimed: unknown) => {
    const own = await accountAddress()
    if (typeof claimed !== 'string' || claimed.toLowerCase() !== own.toLowerCase()) {
      throw rpcError(UNAUTHORIZED, `The Ledger account is ${own}, not ${String(claimed)}`)
    }
    return own
  }

  const rpc = () => networkRpc(network, options.fetch)

  async function sendTransaction(request: RpcTransactionRequest): Promise<string> {
    const from = await requireOwnAddress(request.from)
    const read = rpc()
    const transaction = await prepareTransaction(network, read, from, request)
    const unsigned = serializeTransaction(transaction)
    const answer = await onDevice(() =>
      options.clearSigning
        ? app.clearSignTransaction(path, unsigned.slice(2), { erc20: true, externalPlugins: true, nft: true }, false)
        : app.signTransaction(path, unsigned.slice(2), null),
    )
    const signed = serializeTransaction(transaction, ledgerSignature(answer))
    return read<string>('eth_sendRawTransaction', [signed])
  }

  async function signTypedData(claimed: unknown, json: unknown): Promise<string> {
    await requireOwnAddress(claimed)
    const typedData = (typeof json === 'string' ? JSON.parse(json) : json) as TypedDataDefinition & {
      types: Record<string, { name: string; type: string }[]>
    }
    const { EIP712Domain: _domainType, ...types } = typedData.types
    const domainSeparator = hashDomain({ domain: typedData.domain ?? {}, types: typedData.types })
    // A message whose primary type is the domain itself signs the domain alone (EIP-712).
    const messageHash =
      typedData.primaryType === 'EIP712Domain'
        ? undefined
        : hashStruct({ data: typedData.message as Record<string, unknown>, primaryType: typedData.primaryType, types })
    const answer = await onDevice(() =>
      app.signEIP712HashedMessage(path, domainSeparator.slice(2), (messageHash ?? '0x').slice(2)),
    )
    return serializeSignature(ledgerSignature(answer))
  }

  async function request({ method, params }: { method: string; params?: readonly unknown[] | object }) {
    const args = (Array.isArray(params) ? params : []) as unknown[]
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [await accountAddress()]
      case 'eth_chainId':
        return numberToHex(Number(network.id))
      case 'wallet_switchEthereumChain': {
        const chainId = Number((args[0] as { chainId?: string } | undefined)?.chainId)
        const next = networks.get(chainId)
        if (!next) throw rpcError(UNRECOGNIZED_CHAIN, `Unrecognized chain ID ${numberToHex(chainId)}`)
        if (next !== network) {
          network = next
          emit('chainChanged', numberToHex(chainId))
        }
        return null
      }
      case 'wallet_addEthereumChain': {
        const added = args[0] as AddChainParameter | undefined
        const chainId = Number(added?.chainId)
        if (!added || !Number.isSafeInteger(chainId) || !added.rpcUrls?.length || !added.nativeCurrency) {
          throw rpcError(INVALID_PARAMS, 'wallet_addEthereumChain needs a chainId, rpcUrls and nativeCurrency')
        }
        networks.set(chainId, {
          id: chainId,
          name: added.chainName ?? `Chain ${chainId}`,
          nativeCurrency: added.nativeCurrency,
          rpcUrls: { default: { http: added.rpcUrls } },
          chainNamespace: 'eip155',
          caipNetworkId: `eip155:${chainId}`,
        })
        return null
      }
      case 'personal_sign': {
        const [message, claimed] = args as [string, string]
        await requireOwnAddress(claimed)
        const answer = await onDevice(() => app.signPersonalMessage(path, messageHex(message)))
        return serializeSignature(ledgerSignature(answer))
      }
      case 'eth_signTypedData_v4':
        return signTypedData(args[0], args[1])
      case 'eth_sendTransaction':
        return sendTransaction(args[0] as RpcTransactionRequest)
      default:
        if (WALLET_ONLY.has(method) || method.startsWith('wallet_')) {
          throw rpcError(UNSUPPORTED_METHOD, `The Ledger connector does not support ${method}`)
        }
        return rpc()(method, args)
    }
  }

  return {
    request,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    deviceGone() {
      address = undefined
      emit('disconnect', rpcError(4900, 'The Ledger was disconnected'))
    },
  }
}
