import type { EvmConnector } from './evmConnector.ts'

/**
 * The first listed connector whose wallet the page runs inside (a Safe framing the dapp); undefined when none is.
 * A connector that is not available here answers false by itself (Safe: not in a frame).
 */
export async function hostConnectorId(connectors: readonly EvmConnector[]): Promise<string | undefined> {
  for (const entry of connectors) if (await entry.connectsByItself?.().catch(() => false)) return entry.connector.id
  return undefined
}
