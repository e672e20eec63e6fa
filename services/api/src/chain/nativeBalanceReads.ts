import type { TokenBalance } from '@foyer/protocol'
import type { Cache, NetworkConfig } from '../deps.ts'
import type { AnyAccount } from './accountAddress.ts'
import { nativeBalanceReader } from './nativeBalanceReader.ts'
import { bitcoinChainsOf, polkadotChainsOf } from './networkConfig.ts'
import { polkadotNetworkProperties } from './polkadotNetworkProperties.ts'
import type { PriceSource } from './priceSource.ts'
import { readBitcoinBalance } from './readBitcoinBalance.ts'
import { readPolkadotBalance } from './readPolkadotBalance.ts'

/** One network's part of a balance answer, read when the call runs. */
export type BalanceRead = { network: string; read: () => Promise<readonly TokenBalance[]> }
type Charge = ((bytes: number) => boolean) | undefined
type BitcoinAccount = Extract<AnyAccount, { namespace: 'bip122' }>
type PolkadotAccount = Extract<AnyAccount, { namespace: 'polkadot' }>

/** The served networks of one namespace a read covers: every one without `chainId`, else the one it names. */
function pick<T>(served: Map<string, T>, chainId: string | undefined): T[] {
  if (chainId === undefined) return [...served.values()]
  const chain = served.get(chainId)
  return chain ? [chain] : []
}

/**
 * The balance reads of Bitcoin and Polkadot accounts, whose networks the API reads the native currency of:
 * BTC from an Esplora API's UTXOs, DOT (or the chain's token) from System.Account.
 */
export function nativeBalanceReads(context: {
  chains: readonly NetworkConfig[]
  cache: Cache
  prices: PriceSource
  publicUrl: () => string
}) {
  const bitcoinNetworks = new Map(
    bitcoinChainsOf(context.chains).map((chain) => [chain.caipNetworkId as string, chain]),
  )
  const polkadotNetworks = new Map(
    polkadotChainsOf(context.chains).map((chain) => [chain.caipNetworkId as string, chain]),
  )
  const nativeBalancesOn = nativeBalanceReader(context)
  const polkadotProperties = polkadotNetworkProperties()

  return {
    bitcoin(account: BitcoinAccount, chainId: string | undefined, force: boolean, charge: Charge): BalanceRead[] {
      // A segwit address names its network (bc, tb, bcrt); on another it is no account at all.
      return pick(bitcoinNetworks, chainId)
        .filter((chain) => account.prefixes.includes(chain.addressPrefix))
        .map((chain) => ({
          network: chain.caipNetworkId,
          read: () =>
            nativeBalancesOn({
              network: chain.caipNetworkId,
              cacheKey: account.address,
              forceUpdate: force,
              read: async () => ({
                currency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
                amount: await readBitcoinBalance(chain.esploraUrl, account.address, charge),
              }),
            }),
        }))
    },

    polkadot(account: PolkadotAccount, chainId: string | undefined, force: boolean, charge: Charge): BalanceRead[] {
      return pick(polkadotNetworks, chainId).map((chain) => ({
        network: chain.caipNetworkId,
        read: async () => {
          const { tokenName: name, symbol, decimals, ss58Format } = await polkadotProperties(chain)
          // The network's own format, or Substrate's generic 42 that extensions show by default; another
          // network's format names no account here (checked before the cache, which is keyed by account id).
          if (account.format !== ss58Format && account.format !== 42) return []
          return nativeBalancesOn({
            network: chain.caipNetworkId,
            // Every accepted SS58 spelling of one account id is one account: one cache entry.
            cacheKey: `0x${Buffer.from(account.accountId).toString('hex')}`,
            forceUpdate: force,
            read: async () => ({
              currency: { name, symbol, decimals },
              amount: await readPolkadotBalance(chain.rpcUrl, account.accountId, charge),
            }),
          })
        },
      }))
    },
  }
}
