import type { Network, WalletAsset } from '@foyer/core'

// EIP-7811 wallet_getAssets: what the wallet itself says an account holds. Foyer asks only wallets whose
// capabilities announce `assetDiscovery` on the chain; the API's balances stay the fallback.

type Ask = (method: string, params: readonly unknown[]) => Promise<unknown>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** One asset of the answer, when it is a native or ERC-20 asset with a readable balance and metadata. */
function toWalletAsset(raw: unknown): WalletAsset | undefined {
  if (!isRecord(raw) || !isRecord(raw.metadata)) return undefined
  const { address, balance, type, metadata } = raw
  if (type !== 'native' && type !== 'erc20') return undefined
  if (typeof address !== 'string' || typeof balance !== 'string') return undefined
  const { name, symbol, decimals } = metadata
  if (typeof name !== 'string' || typeof symbol !== 'string' || typeof decimals !== 'number') return undefined
  try {
    return { address: type === 'native' ? 'native' : address, type, balance: BigInt(balance), name, symbol, decimals }
  } catch {
    return undefined
  }
}

/** The native and ERC-20 assets `address` holds on `network`, as the wallet lists them (NFTs are not tokens). */
export async function getAssets(ask: Ask, params: { address: string; network: Network }): Promise<WalletAsset[]> {
  const chainId = `0x${Number(params.network.id).toString(16)}`
  const answer = await ask('wallet_getAssets', [{ account: params.address, chainFilter: [chainId] }])
  const ofChain = isRecord(answer) ? answer[chainId] : undefined
  return Array.isArray(ofChain) ? ofChain.flatMap((raw) => toWalletAsset(raw) ?? []) : []
}
