import type { Network } from '../types/network.ts'

/**
 * A page of the network's block explorer: its base URL with `path` appended, the base's query kept (a Solana
 * explorer names its cluster there: `?cluster=devnet`). Undefined when the network has no explorer or its URL is
 * not one.
 */
export function explorerPage(network: Network, path: string): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base) return undefined
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
  return url.toString()
}
