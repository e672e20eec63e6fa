import type { Account } from '../types/connector.ts'
import type { ChainAdapter } from './ChainAdapter.ts'

/** What a connection an adapter makes on first use answers for it. */
export interface HeldConnection {
  connect: ChainAdapter['connect']
  reconnect: ChainAdapter['reconnect']
  /** Ends the session in use, whichever wallet it is with. */
  disconnect(): Promise<void>
  accounts(): Account[] | Promise<Account[]>
  signMessage: ChainAdapter['signMessage']
}

/**
 * The calls of an adapter that holds one connection at a time (Solana, Bitcoin, Polkadot): connecting another
 * wallet ends the last, so a disconnect asks the connection to end only for the connector in use. `load` makes the
 * connection when a wallet of the chain is first used (its code loads then); `held` is it once made.
 */
export function oneConnection(
  load: () => Promise<HeldConnection>,
  held: () => HeldConnection | undefined,
): Pick<ChainAdapter, 'connect' | 'reconnect' | 'disconnect' | 'getAccounts' | 'signMessage'> {
  let inUse: string | undefined
  return {
    async connect(params) {
      const result = await (await load()).connect(params)
      inUse = params.connectorId
      return result
    },
    async reconnect(params) {
      const result = await (await load()).reconnect(params)
      if (result) inUse = params.connectorId
      return result
    },
    async disconnect({ connectorId = inUse } = {}) {
      if (connectorId !== inUse) return
      inUse = undefined
      return held()?.disconnect()
    },
    getAccounts: async () => (await held()?.accounts()) ?? [],
    signMessage: async (params) => (await load()).signMessage(params),
  }
}
