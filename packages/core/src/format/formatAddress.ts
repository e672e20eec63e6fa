/** "0x1234…abcd": EVM addresses keep 0x plus 4 characters in front, other chains 4; all keep the last 4. */
export function formatAddress(address: string): string {
  const head = address.startsWith('0x') ? 6 : 4
  return address.length > head + 5 ? `${address.slice(0, head)}…${address.slice(-4)}` : address
}
