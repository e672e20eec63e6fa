/** An EVM chain id from `1`, `'1'` or `'eip155:1'`; undefined for anything else (a Solana network). */
export function evmChainIdOf(chainId: number | string): number | undefined {
  if (typeof chainId === 'number') return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
  const match = /^(?:eip155:)?(\d{1,16})$/.exec(chainId)
  const id = match ? Number(match[1]) : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** A Solana network as CAIP-2 (`solana:<genesis hash prefix>`) from that or the bare reference; else undefined. */
export function solanaNetworkOf(chainId: number | string | undefined): string | undefined {
  const reference = /^(?:solana:)?([1-9A-HJ-NP-Za-km-z]{32})$/.exec(String(chainId ?? ''))?.[1]
  return reference ? `solana:${reference}` : undefined
}
