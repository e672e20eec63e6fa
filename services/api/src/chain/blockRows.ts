// Pure: what one block (with its transactions and receipts, as JSON-RPC returns them) adds to the index.

/** keccak256("Transfer(address,address,uint256)") */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

export interface RpcTransaction {
  hash: string
  from: string
  to: string | null
  value: string
  transactionIndex: string
}
export interface RpcLog {
  address: string
  topics: string[]
  data: string
  logIndex: string
}
export interface RpcReceipt {
  transactionHash: string
  status?: string
  contractAddress?: string | null
  logs: RpcLog[]
}
export interface RpcBlock {
  number: string
  hash: string
  timestamp: string
  transactions: RpcTransaction[]
}

export interface TransactionRow {
  chainId: number
  hash: string
  blockNumber: bigint
  txIndex: number
  minedAt: Date
  fromAddress: string
  toAddress: string | null
  status: 'confirmed' | 'failed'
}
export interface TransferRow {
  chainId: number
  hash: string
  logIndex: number
  token: string
  fromAddress: string
  toAddress: string
  amount: string
}
export interface ActivityRow {
  address: string
  chainId: number
  hash: string
  minedAt: Date
  blockNumber: bigint
  txIndex: number
}
export interface BlockRows {
  transactions: TransactionRow[]
  transfers: TransferRow[]
  activity: ActivityRow[]
}

/** The native value of a transaction; its index sits before any log index. */
export const NATIVE_LOG_INDEX = -1

const topicAddress = (topic: string) => `0x${topic.slice(-40)}`.toLowerCase()

/**
 * An ERC-20 Transfer: three topics and a 32-byte amount. ERC-721 uses the same event with the token id as a
 * fourth topic and is left out; so is anything malformed.
 */
function erc20Transfer(chainId: number, hash: string, log: RpcLog): TransferRow | undefined {
  const [topic, from, to] = log.topics
  if (log.topics.length !== 3 || topic?.toLowerCase() !== TRANSFER_TOPIC || !from || !to) return undefined
  if (!/^0x[0-9a-fA-F]{64}$/.test(log.data)) return undefined
  return {
    chainId,
    hash,
    logIndex: Number(log.logIndex),
    token: log.address.toLowerCase(),
    fromAddress: topicAddress(from),
    toAddress: topicAddress(to),
    amount: BigInt(log.data).toString(),
  }
}

export function blockRows(chainId: number, block: RpcBlock, receipts: readonly RpcReceipt[]): BlockRows {
  const byHash = new Map(receipts.map((receipt) => [receipt.transactionHash.toLowerCase(), receipt]))
  const blockNumber = BigInt(block.number)
  const minedAt = new Date(Number(BigInt(block.timestamp)) * 1000)
  const rows: BlockRows = { transactions: [], transfers: [], activity: [] }

  for (const tx of block.transactions) {
    const hash = tx.hash.toLowerCase()
    const receipt = byHash.get(hash)
    const txIndex = Number(tx.transactionIndex)
    // Pre-Byzantium receipts carry no status; those transactions are counted as confirmed.
    const status = receipt?.status === '0x0' ? 'failed' : 'confirmed'
    const from = tx.from.toLowerCase()
    const to = tx.to?.toLowerCase() ?? null
    rows.transactions.push({ chainId, hash, blockNumber, txIndex, minedAt, fromAddress: from, toAddress: to, status })

    const transfers: TransferRow[] = []
    const value = BigInt(tx.value)
    const recipient = to ?? receipt?.contractAddress?.toLowerCase()
    if (status === 'confirmed' && value > 0n && recipient) {
      transfers.push({
        chainId,
        hash,
        logIndex: NATIVE_LOG_INDEX,
        token: 'native',
        fromAddress: from,
        toAddress: recipient,
        amount: value.toString(),
      })
    }
    for (const log of receipt?.logs ?? []) {
      const transfer = erc20Transfer(chainId, hash, log)
      if (transfer) transfers.push(transfer)
    }
    rows.transfers.push(...transfers)

    const concerned = new Set([from, ...(to ? [to] : [])])
    for (const transfer of transfers) concerned.add(transfer.fromAddress).add(transfer.toAddress)
    // Every mint and burn names the zero address; it is no one's history.
    concerned.delete(ZERO_ADDRESS)
    for (const address of concerned) rows.activity.push({ address, chainId, hash, minedAt, blockNumber, txIndex })
  }
  return rows
}
