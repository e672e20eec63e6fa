import type { ChainNamespace, Connector, FoyerClient } from '@foyer/core'

/**
 * The chains a wallet found on several of them connects on ('Ethereum · Solana'), for its row's second line; nothing
 * for a wallet on one chain. The labels come from each namespace's adapter.
 */
export function chainsDetail(
  client: Pick<FoyerClient, 'describeChain'>,
  connectors: readonly Pick<Connector, 'chain'>[],
): string | undefined {
  if (connectors.length < 2) return undefined
  return connectors
    .map(({ chain }: { chain: ChainNamespace }) => client.describeChain(chain)?.label ?? chain)
    .join(' · ')
}
