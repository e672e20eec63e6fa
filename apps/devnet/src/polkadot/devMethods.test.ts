import { hexToBytes } from '@noble/hashes/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POLKADOT_DEVNET_ACCOUNTS } from './accounts.ts'
import { type PolkadotDevnet, startPolkadotDevnet } from './polkadotDevnet.ts'
import { decodeAccountInfo, systemAccountKey } from './systemAccount.ts'

let devnet: PolkadotDevnet

beforeAll(async () => {
  devnet = await startPolkadotDevnet({ port: 0, blockIntervalMs: 0 })
})
afterAll(async () => {
  await devnet?.stop()
})

async function rpc(method: string, params: unknown[] = []): Promise<{ result?: unknown; error?: unknown }> {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result?: unknown; error?: unknown }
}

async function freeOf(accountId: string): Promise<bigint | undefined> {
  const { result } = await rpc('state_getStorage', [systemAccountKey(hexToBytes(accountId.slice(2)))])
  return typeof result === 'string' ? decodeAccountInfo(hexToBytes(result.slice(2))).free : undefined
}

describe("the Polkadot devnet's dev_* methods", () => {
  it('sets a free balance by address with dev_setStorage in a new block', async () => {
    const account = POLKADOT_DEVNET_ACCOUNTS[2]!
    const before = (await rpc('chain_getHeader')).result as { number: string }
    const { result: hash } = await rpc('dev_setStorage', [
      { System: { Account: [[[account.address], { data: { free: '12345000000000' } }]] } },
    ])
    expect(await freeOf(account.accountId)).toBe(12_345_000_000_000n)
    const after = (await rpc('chain_getHeader')).result as { number: string }
    expect(Number(after.number)).toBe(Number(before.number) + 1)
    expect((await rpc('chain_getBlockHash')).result).toBe(hash)
  })

  it('creates an account that held nothing, with one provider', async () => {
    const accountId = `0x${'42'.repeat(32)}`
    await rpc('dev_setStorage', [{ System: { Account: [[[accountId], { data: { free: 5 } }]] } }])
    const { result } = await rpc('state_getStorage', [systemAccountKey(hexToBytes(accountId.slice(2)))])
    expect(decodeAccountInfo(hexToBytes((result as string).slice(2)))).toMatchObject({ providers: 1, free: 5n })
  })

  it('deletes a raw storage entry given null', async () => {
    const account = POLKADOT_DEVNET_ACCOUNTS[3]!
    await rpc('dev_setStorage', [[[systemAccountKey(hexToBytes(account.accountId.slice(2))), null]]])
    expect(await freeOf(account.accountId)).toBeUndefined()
  })

  it('authors three blocks with dev_newBlock({ count: 3 })', async () => {
    const before = Number(((await rpc('chain_getHeader')).result as { number: string }).number)
    await rpc('dev_newBlock', [{ count: 3 }])
    const after = Number(((await rpc('chain_getHeader')).result as { number: string }).number)
    expect(after).toBe(before + 3)
  })

  it('answers -32602 for storage of a pallet it does not keep', async () => {
    const { error } = await rpc('dev_setStorage', [{ Balances: { TotalIssuance: '1' } }])
    expect(error).toMatchObject({ code: -32602 })
  })
})
