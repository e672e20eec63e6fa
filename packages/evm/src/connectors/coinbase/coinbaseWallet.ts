import type { ProviderInterface } from '@coinbase/wallet-sdk'
import type { Connector } from '@foyer/core'
import type { Eip1193Provider } from '../../eip1193.ts'
import type { EvmConnector, EvmConnectorContext } from '../evmConnector.ts'
import { COINBASE_WALLET_ICON } from './coinbaseWalletIcon.ts'

export const COINBASE_WALLET_SDK_CONNECTOR_ID = 'coinbaseWalletSDK'

/** The rdns Coinbase Wallet's browser extension announces itself with (EIP-6963). */
export const COINBASE_WALLET_RDNS = 'com.coinbase.wallet'

/** Coinbase's own keys popup, the SDK's production default. */
export const COINBASE_KEYS_URL = 'https://keys.coinbase.com/connect'

export interface CoinbaseWalletOptions {
  /** The dapp's name, shown in Coinbase's popup and app. */
  appName: string
  /** The dapp's logo, shown beside its name; Coinbase's popup loads it. */
  appLogoUrl?: string
  /** The chains the dapp works on, the first as the default. Absent: the network the visitor connects on. */
  appChainIds?: readonly number[]
  /**
   * Which Coinbase wallets the popup offers: 'smartWalletOnly' (passkey smart wallet), 'eoaOnly' (the mobile app
   * and extension) or 'all' (the SDK's default).
   */
  preference?: 'all' | 'smartWalletOnly' | 'eoaOnly'
  /** Where the SDK opens its keys popup; Coinbase's production host unless a deployment names another. */
  keysUrl?: string
}

/**
 * Coinbase Wallet through Coinbase's SDK (v4): the smart wallet in Coinbase's keys popup, and the mobile app.
 * The listing costs the page a few bytes; the SDK loads when the visitor chooses it (or a session of it is restored).
 * The extension is listed apart, by its own EIP-6963 announcement, which replaces this entry where it is present.
 */
export function coinbaseWallet(options: CoinbaseWalletOptions): EvmConnector {
  let opening: Promise<ProviderInterface> | undefined

  const load = (context: EvmConnectorContext): Promise<ProviderInterface> => {
    opening ??= import('@coinbase/wallet-sdk').then(({ createCoinbaseWalletSDK }) =>
      createCoinbaseWalletSDK({
        appName: options.appName,
        appLogoUrl: options.appLogoUrl ?? null,
        appChainIds: [...(options.appChainIds ?? [Number(context.network.id)])],
        // The SDK merges every instance's preference into one module-wide default: the URL is always given, so an
        // instance never inherits another's host.
        preference: { options: options.preference ?? 'all', keysUrl: options.keysUrl ?? COINBASE_KEYS_URL },
      }).getProvider(),
    )
    // A chunk that failed to load (offline) is tried again on the visitor's next choice.
    opening.catch(() => {
      opening = undefined
    })
    return opening
  }

  let wrapped: { sdk: ProviderInterface; provider: Eip1193Provider } | undefined
  const asEip1193 = (sdk: ProviderInterface): Eip1193Provider => {
    if (wrapped?.sdk !== sdk) wrapped = { sdk, provider: withoutPermissionRequests(sdk) }
    return wrapped.provider
  }

  const connector: Connector = {
    id: COINBASE_WALLET_SDK_CONNECTOR_ID,
    name: 'Coinbase Wallet',
    type: 'EXTERNAL',
    chain: 'eip155',
    imageUrl: COINBASE_WALLET_ICON,
    // The same wallet as the extension's announcement: where the extension is installed, one entry shows, its own.
    info: { rdns: COINBASE_WALLET_RDNS },
  }

  return {
    connector,

    open: async (context) => asEip1193(await load(context)),

    async restore(context) {
      const provider = await load(context)
      // eth_accounts never prompts: without a session the SDK refuses it, with one it answers the kept accounts.
      const accounts = await provider.request({ method: 'eth_accounts' }).catch(() => [])
      return Array.isArray(accounts) && accounts.length > 0 ? asEip1193(provider) : undefined
    },

    async close() {
      // Ends the SDK's session (its keys and the accounts it kept), so the next connect asks again.
      await (await opening)?.disconnect()
    },
  }
}

/** EIP-1193 4200: the provider does not support the method. */
const unsupported = (method: string) =>
  Object.assign(new Error(`Coinbase Wallet's SDK does not support ${method}`), { code: 4200 })

/**
 * The SDK has no EIP-2255 permissions, and before a session it refuses every method but eth_requestAccounts with
 * 4100, which would fail a connect after a disconnect: wallet_requestPermissions is answered as the unsupported
 * method it is, and the adapter asks for accounts, which opens the popup again.
 */
function withoutPermissionRequests(sdk: ProviderInterface): Eip1193Provider {
  // The SDK types `on` per event name; the adapter's slice of EIP-1193 names events as strings.
  const events = sdk as unknown as Required<Pick<Eip1193Provider, 'on' | 'removeListener'>>
  return {
    request: (args) =>
      args.method === 'wallet_requestPermissions' ? Promise.reject(unsupported(args.method)) : sdk.request(args),
    on: (event, listener) => events.on(event, listener),
    removeListener: (event, listener) => events.removeListener(event, listener),
  }
}
