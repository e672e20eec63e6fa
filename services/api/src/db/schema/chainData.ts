import { sql } from 'drizzle-orm'
import { bigint, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

// What the chain indexer writes (services/api/src/chain/indexer.ts) and the history call reads.
// Addresses are stored lower-case so a lookup never depends on checksum spelling.

/** Per chain: the next block the indexer reads, and the hash of the last one it read (to notice a reset). */
export const chainCursors = pgTable('chain_cursors', {
  chainId: integer('chain_id').primaryKey(),
  nextBlock: bigint('next_block', { mode: 'bigint' }).notNull(),
  lastBlockHash: text('last_block_hash'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const chainTransactions = pgTable(
  'chain_transactions',
  {
    chainId: integer('chain_id').notNull(),
    hash: text('hash').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    txIndex: integer('tx_index').notNull(),
    minedAt: timestamp('mined_at', { withTimezone: true }).notNull(),
    fromAddress: text('from_address').notNull(),
    /** Null for a contract creation. */
    toAddress: text('to_address'),
    status: text('status', { enum: ['confirmed', 'failed'] }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.hash] })],
)

/** A movement of value inside a transaction: the native value (log_index -1) or an ERC-20 Transfer log. */
export const chainTransfers = pgTable(
  'chain_transfers',
  {
    chainId: integer('chain_id').notNull(),
    hash: text('hash').notNull(),
    logIndex: integer('log_index').notNull(),
    /** 'native' or the token contract's address. */
    token: text('token').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    /** In the token's smallest unit; uint256 fits numeric(78, 0). */
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.hash, table.logIndex] })],
)

/** One row per address a transaction concerns (sender, recipient, either side of a transfer): the history index. */
export const chainAccountActivity = pgTable(
  'chain_account_activity',
  {
    address: text('address').notNull(),
    chainId: integer('chain_id').notNull(),
    hash: text('hash').notNull(),
    minedAt: timestamp('mined_at', { withTimezone: true }).notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    txIndex: integer('tx_index').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.address, table.chainId, table.hash] }),
    index('chain_account_activity_newest').on(
      table.address,
      table.minedAt.desc(),
      table.chainId.desc(),
      table.blockNumber.desc(),
      table.txIndex.desc(),
    ),
  ],
)

/** What a token contract says about itself, read once when the indexer first meets it. */
export const chainTokens = pgTable(
  'chain_tokens',
  {
    chainId: integer('chain_id').notNull(),
    address: text('address').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    /** Null when the contract did not answer decimals(). */
    decimals: integer('decimals'),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.address] })],
)

/**
 * Names and avatars by address; the name registry writes them (services/api/src/names). One name per address (the
 * key), and one address per name: the unique index on the lower-cased name makes two registrations of one name
 * race to a single winner.
 */
export const identities = pgTable(
  'identities',
  {
    address: text('address').primaryKey(),
    name: text('name'),
    avatar: text('avatar'),
    /** When the address first took its current name; null for rows written before the registry kept it. */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('identities_name_unique').on(sql`lower(${table.name})`)],
)
