/** The EVM chain id in a proxy URL's `chainId`: CAIP-2 `eip155:31337` or a plain `31337`; else undefined. */
export function parseChainId(text: string | undefined): number | undefined {
  const match = text ? /^(?:eip155:)?([1-9][0-9]{0,15})$/.exec(text) : null
  if (!match) return undefined
  const chainId = Number(match[1])
  return Number.isSafeInteger(chainId) ? chainId : undefined
}
