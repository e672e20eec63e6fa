import { type Connector, UserRejectedError } from '@foyer/core'
import type { AddressPurpose, BitcoinAccount, BitcoinWallet } from './bitcoinWallet.ts'
import { fromBase64, toBase64 } from './encoding.ts'

/** An entry of `window.btc_providers` (sats-connect's discovery list). */
export interface SatsConnectProviderInfo {
  /** A dotted path on `window` to the provider object, e.g. `XverseProviders.BitcoinProvider`. */
  id: string
  name: string
  icon?: string
  webUrl?: string
}

/** sats-connect 4's events: the addresses now granted, or the wallet ending the connection. */
type SatsConnectListener =
  | { eventName: 'accountChange'; cb(event: { addresses?: unknown }): void }
  | { eventName: 'disconnect'; cb(event: unknown): void }

/** The provider object: JSON-RPC through `request`, events through `addListener` (sats-connect 4's protocol). */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(listener: SatsConnectListener): (() => void) | undefined
}

interface RpcAnswer {
  result?: unknown
  error?: { code?: number; message?: string }
}

interface SatsAddress {
  address: string
  publicKey?: string
  purpose?: string
}

/** sats-connect's RpcErrorCode.USER_REJECTION and METHOD_NOT_FOUND. */
const USER_REJECTION = -32000
const METHOD_NOT_FOUND = -32601

export class SatsConnectError extends Error {
  override readonly name = 'SatsConnectError'
  constructor(
    message: string,
    readonly code: number | undefined,
  ) {
    super(message)
  }
}

export const satsConnectorId = (id: string): string => `sats-connect:${id}`

export function satsConnector(info: SatsConnectProviderInfo): Connector {
  return {
    id: satsConnectorId(info.id),
    name: info.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    // Only an inline icon: a provider's URL could point at any host (the UI shows no third-party images).
    ...(info.icon?.startsWith('data:') ? { imageUrl: info.icon } : {}),
  }
}

const PURPOSES: readonly AddressPurpose[] = ['payment', 'ordinals']

const toAccounts = (addresses: unknown): BitcoinAccount[] =>
  (Array.isArray(addresses) ? (addresses as SatsAddress[]) : [])
    .filter((entry) => typeof entry?.address === 'string' && (entry.purpose ?? 'payment') !== 'stacks')
    .map((entry) => ({
      address: entry.address,
      purpose: entry.purpose === 'ordinals' ? 'ordinals' : 'payment',
      ...(entry.publicKey ? { publicKey: entry.publicKey } : {}),
    }))

const addressesOf = (result: unknown): unknown =>
  Array.isArray(result) ? result : (result as { addresses?: unknown } | undefined)?.addresses

/** A sats-connect provider (Xverse, Leather, Magic Eden…), spoken to through its `request` protocol directly. */
export function satsConnectWallet(info: SatsConnectProviderInfo, provider: SatsConnectProvider): BitcoinWallet {
  const call = async <T>(method: string, params?: unknown): Promise<T> => {
    const answer = (await provider.request(method, params)) as RpcAnswer | undefined
    if (answer?.error) {
      const { code, message = `${method} failed` } = answer.error
      if (code === USER_REJECTION) throw new UserRejectedError({ cause: new SatsConnectError(message, code) })
      throw new SatsConnectError(message, code)
    }
    return answer?.result as T
  }
  const isMissingMethod = (error: unknown) => error instanceof SatsConnectError && error.code === METHOD_NOT_FOUND

  /** The accounts the site is already granted (no prompt), [] when none is. */
  const grantedAccounts = async (): Promise<BitcoinAccount[]> => {
    try {
      return toAccounts(addressesOf(await call('wallet_getAccount')))
    } catch (error) {
      if (error instanceof UserRejectedError) throw error
      return []
    }
  }

  return {
    connector: satsConnector(info),
    async connect({ silent }) {
      if (silent) return grantedAccounts()
      try {
        return toAccounts(addressesOf(await call('wallet_connect', { addresses: PURPOSES })))
      } catch (error) {
        // Providers older than sats-connect 2 (and Leather) only have getAddresses.
        if (!isMissingMethod(error)) throw error
        return toAccounts(addressesOf(await call('getAddresses', { purposes: PURPOSES })))
      }
    },
    async disconnect() {
      await call('wallet_disconnect').catch(() => undefined)
    },
    async signMessage({ address, message, protocol }) {
      const result = await call<{ signature?: string }>('signMessage', {
        address,
        message,
        protocol: protocol === 'bip322' ? 'BIP322' : 'ECDSA',
      })
      if (!result?.signature) throw new Error('The wallet returned no signature')
      return result.signature
    },
    async signPsbt({ psbt, signInputs }) {
      const byAddress: Record<string, number[]> = {}
      for (const { address, index } of signInputs) byAddress[address] = [...(byAddress[address] ?? []), index]
      const result = await call<{ psbt?: string }>('signPsbt', {
        psbt: toBase64(psbt),
        signInputs: byAddress,
        broadcast: false,
      })
      if (!result?.psbt) throw new Error('The wallet returned no PSBT')
      return fromBase64(result.psbt)
    },
    onAccountsChanged(listener) {
      const stops = [
        provider.addListener?.({
          eventName: 'accountChange',
          // The event names the addresses where the wallet says; else they are asked for.
          cb: ({ addresses }) =>
            addresses ? listener(toAccounts(addresses)) : grantedAccounts().then(listener, () => listener([])),
        }),
        provider.addListener?.({ eventName: 'disconnect', cb: () => listener([]) }),
      ]
      return () => {
        for (const stop of stops) stop?.()
      }
    },
  }
}
