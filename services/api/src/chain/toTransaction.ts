import type { Transaction, TransactionTransfer } from '@foyer/protocol'
import { formatUnits } from 'viem'
import { tokenIconUrl } from './tokenIcon.ts'

export interface StoredTransaction {
  chainId: number
  hash: string
  minedAt: Date
  fromAddress: string
  toAddress: string | null
  status: 'confirmed' | 'failed'
}
export interface StoredTransfer {
  token: string
  fromAddress: string
  toAddress: string
  amount: string
  logIndex: number
}
/** What is known of a transfer's token; `listed` tokens are on a token list, every other one is spam. */
export interface TokenFacts {
  name: string
  symbol: string
  decimals: number | null
  listed: boolean
  iconUrl?: string | undefined
  price: number
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

function operationType(tx: StoredTransaction, owner: string, transfers: readonly TransactionTransfer[]) {
  if (tx.toAddress === null && tx.fromAddress === owner) return 'deploy'
  if (transfers.length === 0) return 'execute'
  const directions = new Set(transfers.map((transfer) => transfer.direction))
  if (directions.size > 1) return 'trade'
  return directions.has('out') ? 'send' : 'receive'
}

/** SPEC §3 transaction as `owner` sees it: only the transfers that move value to or from them. */
export function toTransaction(input: {
  tx: StoredTransaction
  owner: string
  transfers: readonly StoredTransfer[]
  tokenFacts: (token: string) => TokenFacts
  publicUrl: string
}): Transaction {
  const { tx, owner, publicUrl } = input
  const network = `eip155:${tx.chainId}`
  const mine = [...input.transfers]
    .filter((transfer) => transfer.fromAddress === owner || transfer.toAddress === owner)
    .sort((a, b) => a.logIndex - b.logIndex)
  const transfers = mine.map((transfer): TransactionTransfer => {
    const facts = input.tokenFacts(transfer.token)
    const numeric = facts.decimals === null ? transfer.amount : formatUnits(BigInt(transfer.amount), facts.decimals)
    const address = transfer.token === 'native' ? undefined : transfer.token
    return {
      fungible_info: {
        name: facts.name,
        symbol: facts.symbol,
        icon: { url: tokenIconUrl(publicUrl, { symbol: facts.symbol, address, iconUrl: facts.iconUrl }) },
      },
      direction: transfer.fromAddress === owner ? 'out' : 'in',
      quantity: { numeric },
      value: facts.listed ? Number(numeric) * facts.price : 0,
      price: facts.listed ? facts.price : 0,
      ...(facts.listed ? {} : { nft_info: { flags: { is_spam: true } } }),
    }
  })
  const minted = mine.length > 0 && mine.every((transfer) => transfer.fromAddress === ZERO_ADDRESS)
  return {
    id: `${network}:${tx.hash}`,
    metadata: {
      minedAt: tx.minedAt.toISOString(),
      chain: network,
      operationType: minted ? 'mint' : operationType(tx, owner, transfers),
      hash: tx.hash,
      status: tx.status,
      sentFrom: tx.fromAddress,
      sentTo: tx.toAddress ?? '',
    },
    transfers,
  }
}
