import type { EvmConnector } from './evmConnector.ts'

/**
 * The first listed connector whose wallet the page runs inside (a Safe framing the dapp), asked all at once;
 * undefined when none is.
 */
export async function hostConnectorId(connectors: readonly EvmConnector[]): Promise<string | undefined> {
  const hosts = await Promise.all(
    connectors.map(async (entry) => {
      if (!entry.connectsByItself || !(entry.isAvailable?.() ?? true)) return false
      return entry.connectsByItself().catch(() => false)
    }),
  )
  return connectors[hosts.indexOf(true)]?.connector.id
}
