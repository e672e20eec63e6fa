import type Eth from '@ledgerhq/hw-app-eth'

/** What Foyer asks of Ledger's Ethereum app (hw-app-eth's `Eth`, over any transport). A type only: no code loads. */
export type LedgerApp = Pick<
  Eth,
  'getAddress' | 'signPersonalMessage' | 'signTransaction' | 'clearSignTransaction' | 'signEIP712HashedMessage'
>
