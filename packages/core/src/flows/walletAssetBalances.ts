import type { WalletAsset } from '../adapter/calls.ts'
import type { TokenBalance } from '../api/apiTypes.ts'
import type { Network } from '../types/network.ts'
import { formatUnits } from '../units/units.ts'
import { walletDiscoversAssets } from './activeAccount.ts'
import type { ApiFlowContext } from './apiContext.ts'

// EIP-7811: a wallet that announces `assetDiscovery` for the chain says itself what the account holds, tokens the
// API does not list included; the API's balances are the fallback and give the prices they have.

const sameAddress = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase()

/** SPEC §3 token balance of one wallet asset, priced where the API's balance of the same asset has a price. */
export function toTokenBalance(asset: WalletAsset, network: Network, priced: readonly TokenBalance[]): TokenBalance {
  const address = asset.type === 'native' ? 'native' : `${network.caipNetworkId}:${asset.address}`
  const numeric = formatUnits(asset.balance, asset.decimals)
  const listed = priced.find((balance) => sameAddress(balance.address, address))
  const price = typeof listed?.price === 'number' && listed.price > 0 ? listed.price : null
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId: network.caipNetworkId,
    address,
    price,
    value: price === null ? null : Number(numeric) * price,
    quantity: { decimals: asset.decimals, numeric },
    ...(listed?.iconUrl ? { iconUrl: listed.iconUrl } : {}),
  }
}

/**
 * The account's balances as its wallet lists them (wallet_getAssets), with the API's prices when it answers;
 * undefined when the wallet does not discover assets on the network or failed to, so the API's list is used.
 * SPEC §5: 0-decimal tokens are dropped, as are assets the account holds none of.
 */
export async function walletAssetBalances(
  context: ApiFlowContext,
  active: { network: Network; address: string },
  apiBalances: () => Promise<TokenBalance[]>,
): Promise<TokenBalance[] | undefined> {
  const { network, address } = active
  const adapter = context.adapters.get(network.chainNamespace)
  if (!adapter?.walletCalls || !walletDiscoversAssets(context, network)) return undefined
  try {
    const [assets, priced] = await Promise.all([
      (await adapter.walletCalls()).getAssets({ address, network }),
      apiBalances().catch(() => []),
    ])
    return assets
      .filter((asset) => asset.decimals !== 0 && asset.balance > 0n)
      .map((asset) => toTokenBalance(asset, network, priced))
  } catch (error) {
    console.info('[foyer] the wallet did not list its assets; the API lists them', error)
    return undefined
  }
}
