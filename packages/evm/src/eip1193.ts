/**
 * The slice of EIP-1193 the adapter relies on. Wallets differ in how they type `on`, so listeners are
 * loose here and narrowed where they are registered.
 */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  // biome-ignore lint/suspicious/noExplicitAny: each EIP-1193 event passes its own argument type.
  on?(event: string, listener: (...args: any[]) => void): unknown
  // biome-ignore lint/suspicious/noExplicitAny: see `on`.
  removeListener?(event: string, listener: (...args: any[]) => void): unknown
}

/**
 * The EIP-1193 / JSON-RPC code of a wallet error. MetaMask Mobile and some wrappers hide the real one
 * in `data.originalError`, so that is read as well.
 */
export function rpcErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { code, data, cause } = error as { code?: unknown; data?: unknown; cause?: unknown }
  const nested = (data as { originalError?: { code?: unknown } } | undefined)?.originalError?.code
  if (typeof nested === 'number') return nested
  if (typeof code === 'number') return code
  return cause !== undefined && cause !== error ? rpcErrorCode(cause) : undefined
}
