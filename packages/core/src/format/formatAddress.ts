/**
 * "0x1234…abcd": an address shortened to 4 characters after its chain's prefix (`addressPrefix` of its
 * ChainDescription, '0x' on EVM) and its last 4.
 */
export function formatAddress(address: string, prefix = ''): string {
  const head = (address.startsWith(prefix) ? prefix.length : 0) + 4
  return address.length > head + 5 ? `${address.slice(0, head)}…${address.slice(-4)}` : address
}
