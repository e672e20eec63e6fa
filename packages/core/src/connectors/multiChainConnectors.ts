import type { Connector } from '../types/connector.ts'

/** A wallet as the Connect view lists it: one connector, or one wallet that several namespaces' adapters found. */
export type ConnectChoice =
  | { kind: 'single'; connector: Connector }
  | { kind: 'multiChain'; name: string; imageUrl?: string; connectors: readonly Connector[] }

/**
 * The same wallet found by several namespaces' adapters is one choice (ARCHITECTURE "many chains at once"): an
 * injected wallet by its name (an EIP-6963 and a Wallet Standard announcement of one extension share it), and
 * WalletConnect, whose one session spans every namespace, by its id. Order is that of the first connector of
 * each wallet; within a wallet, the connectors keep theirs.
 */
export function groupMultiChainConnectors(connectors: readonly Connector[]): ConnectChoice[] {
  const groups = new Map<string, Connector[]>()
  for (const connector of connectors) {
    const key = connector.type === 'WALLET_CONNECT' ? `id:${connector.id}` : `name:${connector.name.toLowerCase()}`
    const group = groups.get(key)
    const sameNamespaceTwice = group?.some((kept) => kept.chain === connector.chain)
    if (group && !sameNamespaceTwice) group.push(connector)
    else groups.set(group ? `${key}#${connector.id}` : key, [connector])
  }
  return [...groups.values()].map((group): ConnectChoice => {
    const [first, ...others] = group as [Connector, ...Connector[]]
    if (others.length === 0) return { kind: 'single', connector: first }
    return {
      kind: 'multiChain',
      name: first.name,
      ...(first.imageUrl ? { imageUrl: first.imageUrl } : {}),
      connectors: group,
    }
  })
}
