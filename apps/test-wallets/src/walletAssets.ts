import { DEVNET_TOKENS, type DevnetTokenChainId } from '@foyer/devnet/tokens'
import { type Address, encodeFunctionData, erc20Abi, type Hex, isHex, numberToHex } from 'viem'
import type { DevWalletChain } from './devWalletTypes.ts'
import { invalidParams } from './rpcError.ts'

// What the Dev Wallet answers to EIP-5792 wallet_getCapabilities and EIP-7811 wallet_getAssets, as a wallet with
// an asset index would: its index here is the devnet's token list, its balances read from each chain's node.

type Rpc = <T>(method: string, params: readonly unknown[], chainId: number) => Promise<T>

/** EIP-7811 asset, as the wallet sends it: quantities hex-encoded, metadata beside them. */
export interface WalletAssetJson {
  address: Address | 'native'
  balance: Hex
  type: 'native' | 'erc20'
  metadata: { name: string; symbol: string; decimals: number }
}

const isDevnetTokenChain = (chainId: number): chainId is DevnetTokenChainId => chainId in DEVNET_TOKENS

/** The chains asked for (hex chain ids), else every chain the wallet knows; unknown ones are left out. */
function chainsAsked(known: ReadonlyMap<number, DevWalletChain>, filter: unknown): number[] {
  if (filter === undefined) return [...known.keys()]
  if (!Array.isArray(filter) || !filter.every((id) => typeof id === 'string' && isHex(id))) {
    throw invalidParams('chainIds must be hex strings')
  }
  return filter.map(Number).filter((chainId) => known.has(chainId))
}

/**
 * EIP-5792 capabilities per chain the wallet knows, keyed by hex chain id: no atomic batches (the Dev Wallet sends
 * no wallet_sendCalls, as MetaMask says of a chain it cannot batch on) and EIP-7811 asset discovery.
 */
export function capabilitiesOf(
  known: ReadonlyMap<number, DevWalletChain>,
  chainIds: unknown,
): Record<Hex, { atomic: { status: 'unsupported' }; assetDiscovery: { supported: true } }> {
  return Object.fromEntries(
    chainsAsked(known, chainIds).map((chainId) => [
      numberToHex(chainId),
      { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    ]),
  )
}

/** EIP-7811: the native currency and every listed devnet token `account` holds, per chain asked for. */
export async function assetsOf(
  known: ReadonlyMap<number, DevWalletChain>,
  request: { account: Address; chainFilter?: unknown },
  rpc: Rpc,
): Promise<Record<Hex, WalletAssetJson[]>> {
  const perChain = await Promise.all(
    chainsAsked(known, request.chainFilter).map(async (chainId) => {
      const chain = known.get(chainId)
      const currency = chain?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
      const native: WalletAssetJson = {
        address: 'native',
        balance: await rpc<Hex>('eth_getBalance', [request.account, 'latest'], chainId),
        type: 'native',
        metadata: currency,
      }
      const tokens = isDevnetTokenChain(chainId) ? DEVNET_TOKENS[chainId] : []
      const held = await Promise.all(
        tokens.map(async (token): Promise<WalletAssetJson> => {
          const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [request.account] })
          const balance = await rpc<Hex>('eth_call', [{ to: token.address, data }, 'latest'], chainId)
          return {
            address: token.address,
            balance: numberToHex(BigInt(balance)),
            type: 'erc20',
            metadata: { name: token.name, symbol: token.symbol, decimals: token.decimals },
          }
        }),
      )
      const assets: WalletAssetJson[] = [native, ...held.filter((asset) => BigInt(asset.balance) > 0n)]
      return [numberToHex(chainId), assets]
    }),
  )
  return Object.fromEntries(perChain)
}
