/**
 * SPEC §4: a WalletConnect session is stale when the chains it was asked for differ from the chains the dapp
 * is configured with now (a chain added or removed since): it is disconnected rather than restored.
 */
export function isSessionStale(requestedChains: readonly string[], configuredChains: readonly string[]): boolean {
  const requested = new Set(requestedChains)
  const configured = new Set(configuredChains)
  return requested.size !== configured.size || [...configured].some((chain) => !requested.has(chain))
}
