import type { Eip1193Provider } from './eip1193.ts'

// The adapter hands in its error-code reader (eip1193.ts): importing it here would split it out of the page's chunk.

/** EIP-1193 4200 "unsupported method"; JSON-RPC -32601 "method not found". */
const UNSUPPORTED_METHOD_CODES = new Set([4200, -32601])

const grantedAccounts = (permissions: unknown): string[] => {
  if (!Array.isArray(permissions)) return []
  const accounts = permissions.find(
    (permission: { parentCapability?: unknown }) => permission?.parentCapability === 'eth_accounts',
  ) as { caveats?: { type?: unknown; value?: unknown }[] } | undefined
  const caveat = accounts?.caveats?.find((candidate) => candidate?.type === 'restrictReturnedAccounts')
  return Array.isArray(caveat?.value) ? caveat.value.filter((value): value is string => typeof value === 'string') : []
}

/**
 * Asks an injected wallet for its accounts. After Foyer disconnected it (and revoked its permission), EIP-2255
 * wallet_requestPermissions makes the wallet show its account picker again, as wagmi's injected connector does; the
 * accounts come from the permission's restrictReturnedAccounts caveat, else from eth_requestAccounts, which is
 * also what a wallet without EIP-2255 (4200 / -32601) is asked.
 */
export async function requestAccounts(
  provider: Eip1193Provider,
  askPermissions: boolean | undefined,
  codeOf: (error: unknown) => number | undefined,
): Promise<string[]> {
  if (askPermissions) {
    try {
      const granted = grantedAccounts(
        await provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] }),
      )
      if (granted.length > 0) return granted
    } catch (error) {
      const code = codeOf(error)
      if (code === undefined || !UNSUPPORTED_METHOD_CODES.has(code)) throw error
    }
  }
  return (await provider.request({ method: 'eth_requestAccounts' })) as string[]
}
