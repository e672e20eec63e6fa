import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { parseWalletQuery } from './parseWalletQuery.ts'
import { queryWallets } from './queryWallets.ts'
import { upsertWallets } from './seedWallets.ts'
import { BITCOIN, FIXTURE_WALLETS, POLKADOT, SOLANA } from './walletFixtures.ts'

let database: OpenedDatabase

beforeAll(async () => {
  database = await openTestDatabase()
  await upsertWallets(database.db, FIXTURE_WALLETS)
})
afterAll(() => database.close())

/** Runs a query given as its query-string values; returns the total and the ids of the page. */
async function ask(raw: Record<string, string>) {
  const parsed = parseWalletQuery(raw)
  if (!parsed.ok) throw new Error(parsed.message)
  const { count, rows } = await queryWallets(database.db, parsed.query)
  return { count, ids: rows.map((row) => row.id) }
}

describe('queryWallets', () => {
  it('lists every wallet by rank, then by name, with the total', async () => {
    // gamma and delta share rank 3; "Gamma 100% Keys" sorts before "delta_wallet" in byte order.
    expect(await ask({})).toEqual({ count: 5, ids: ['alpha', 'beta', 'gamma', 'delta', 'echo'] })
  })

  it('pages with a 1-based page and entries, the last page holding the remainder', async () => {
    expect(await ask({ entries: '2', page: '1' })).toEqual({ count: 5, ids: ['alpha', 'beta'] })
    expect(await ask({ entries: '2', page: '2' })).toEqual({ count: 5, ids: ['gamma', 'delta'] })
    expect(await ask({ entries: '2', page: '3' })).toEqual({ count: 5, ids: ['echo'] })
  })

  it('answers a page past the end with no wallets and the real count', async () => {
    expect(await ask({ entries: '2', page: '4' })).toEqual({ count: 5, ids: [] })
    expect(await ask({ entries: '100', page: '999999999' })).toEqual({ count: 5, ids: [] })
  })

  it('keeps only included ids and drops excluded ones; an id in both is excluded', async () => {
    expect(await ask({ include: 'echo,alpha,unknown' })).toEqual({ count: 2, ids: ['alpha', 'echo'] })
    expect(await ask({ exclude: 'alpha,beta' })).toEqual({ count: 3, ids: ['gamma', 'delta', 'echo'] })
    expect(await ask({ include: 'alpha,echo', exclude: 'echo' })).toEqual({ count: 1, ids: ['alpha'] })
  })

  it('keeps wallets supporting any of the chains', async () => {
    expect(await ask({ chains: `${SOLANA},${BITCOIN}` })).toEqual({ count: 2, ids: ['beta', 'gamma'] })
    expect(await ask({ chains: POLKADOT })).toEqual({ count: 1, ids: ['delta'] })
    expect(await ask({ chains: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ' })).toEqual({ count: 0, ids: [] })
  })

  it('keeps every EVM wallet for an EVM chain, listed or not, since EVM wallets add networks themselves', async () => {
    expect(await ask({ chains: 'eip155:1' })).toEqual({ count: 3, ids: ['alpha', 'delta', 'echo'] })
    expect(await ask({ chains: 'eip155:31337' })).toEqual({ count: 3, ids: ['alpha', 'delta', 'echo'] })
    expect(await ask({ chains: `eip155:31337,${SOLANA}` })).toEqual({
      count: 4,
      ids: ['alpha', 'beta', 'delta', 'echo'],
    })
  })

  it('searches names case-insensitively anywhere in the name', async () => {
    expect(await ask({ search: 'WALLET' })).toEqual({ count: 2, ids: ['alpha', 'delta'] })
    expect(await ask({ search: 'vau' })).toEqual({ count: 1, ids: ['beta'] })
  })

  it('treats % and _ in a search as the characters themselves', async () => {
    expect(await ask({ search: '100%' })).toEqual({ count: 1, ids: ['gamma'] })
    expect(await ask({ search: '%' })).toEqual({ count: 1, ids: ['gamma'] })
    expect(await ask({ search: '_' })).toEqual({ count: 1, ids: ['delta'] })
  })

  it('filters by the certified badge under either parameter name', async () => {
    expect(await ask({ badge_type: 'certified' })).toEqual({ count: 2, ids: ['alpha', 'delta'] })
    expect(await ask({ badge: 'certified' })).toEqual({ count: 2, ids: ['alpha', 'delta'] })
    expect(await ask({ badge: 'none' })).toMatchObject({ count: 5 })
  })

  it('finds wallets by exact names, ignoring case', async () => {
    expect(await ask({ names: 'echo,ALPHA WALLET,Alpha' })).toEqual({ count: 2, ids: ['alpha', 'echo'] })
  })

  it('finds wallets by rdns', async () => {
    expect(await ask({ rdns: 'io.alpha,org.delta,io.unknown' })).toEqual({ count: 2, ids: ['alpha', 'delta'] })
  })

  it('combines every filter with AND', async () => {
    expect(await ask({ chains: 'eip155:1,eip155:10', badge: 'certified', search: 'wallet' })).toEqual({
      count: 2,
      ids: ['alpha', 'delta'],
    })
    expect(await ask({ chains: 'eip155:1', exclude: 'alpha', rdns: 'org.delta,io.alpha' })).toEqual({
      count: 1,
      ids: ['delta'],
    })
    expect(await ask({ include: 'alpha,beta,echo', search: 'a', entries: '1', page: '2' })).toEqual({
      count: 2,
      ids: ['beta'],
    })
  })
})
