import type { Network } from '@foyer/core'
import { numberToHex } from 'viem'
import { type Eip1193Provider, rpcErrorCode } from './eip1193.ts'

// Wallets that predate EIP-3326's 4902 say the same thing in words.
const UNKNOWN_CHAIN_TEXT = /unrecognized chain|unknown chain|chain.*not (been )?added|try adding the chain/i

const isUnknownChain = (error: unknown) =>
  rpcErrorCode(error) === 4902 ||
  UNKNOWN_CHAIN_TEXT.test(String((error as { message?: unknown } | null)?.message ?? ''))

/** EIP-3326 switch; on 4902 the chain is added with EIP-3085 and the switch asked again (SPEC §8). */
export async function switchEthereumChain(provider: Eip1193Provider, network: Network): Promise<void> {
  const chainId = numberToHex(Number(network.id))
  const switchChain = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchChain()
  } catch (error) {
    if (!isUnknownChain(error)) throw error
    const explorer = network.blockExplorers?.default.url
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: [...network.rpcUrls.default.http],
          ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
        },
      ],
    })
    await switchChain()
  }
}
