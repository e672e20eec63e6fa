import { type Address, isHex } from 'viem'
import type { DevWalletChain } from './devWalletTypes.ts'
import { invalidParams } from './rpcError.ts'

// The shapes of wallet JSON-RPC the Dev Wallet reads and answers as MetaMask does (EIP-3085, EIP-2255).

interface AddEthereumChainParameter {
  chainId: string
  chainName?: string
  rpcUrls?: readonly string[]
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  blockExplorerUrls?: readonly string[]
}

/** EIP-3085 wallet_addEthereumChain's parameter as a chain the wallet can use; invalid params (-32602) otherwise. */
export function chainToAdd(params: readonly unknown[]): DevWalletChain {
  const [chain] = params as [AddEthereumChainParameter?]
  if (!chain || typeof chain.chainId !== 'string' || !isHex(chain.chainId)) {
    throw invalidParams('chainId must be a hex string')
  }
  const rpcUrl = chain.rpcUrls?.[0]
  if (!rpcUrl) throw invalidParams('rpcUrls must hold at least one URL')
  return {
    chainId: Number(chain.chainId),
    rpcUrl,
    name: chain.chainName,
    nativeCurrency: chain.nativeCurrency,
    blockExplorerUrl: chain.blockExplorerUrls?.[0],
  }
}

/** EIP-2255 permission for eth_accounts, with MetaMask's caveat naming the accounts the site sees. */
export const accountsPermission = (address: Address) => ({
  invoker: globalThis.location?.origin ?? 'unknown',
  parentCapability: 'eth_accounts',
  caveats: [{ type: 'restrictReturnedAccounts', value: [address] }],
  date: Date.now(),
})
