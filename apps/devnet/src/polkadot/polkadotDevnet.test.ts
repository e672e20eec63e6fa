import { LegacyClient, WsProvider } from 'dedot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POLKADOT_DEVNET_ACCOUNTS } from './accounts.ts'
import { POLKADOT_DEVNET_CAIP_NETWORK_ID, POLKADOT_DEVNET_GENESIS_HASH } from './network.ts'
import { type PolkadotDevnet, startPolkadotDevnet } from './polkadotDevnet.ts'
import { systemAccountKey } from './systemAccount.ts'

let devnet: PolkadotDevnet
let client: LegacyClient

async function rpc(method: string, params: unknown[] = []): Promise<Record<string, unknown>> {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as Record<string, unknown>
}

const accountIdOf = (hex: string) => Uint8Array.from(Buffer.from(hex.slice(2), 'hex'))

beforeAll(async () => {
  devnet = await startPolkadotDevnet({ port: 0, blockIntervalMs: 0 })
  client = await LegacyClient.new(new WsProvider(devnet.wsUrl))
})

afterAll(async () => {
  await client?.disconnect()
  await devnet?.stop()
})

describe('the Polkadot devnet read by dedot, a real Substrate client', () => {
  it('gives every devnet account the free balance the accounts file says', async () => {
    for (const account of POLKADOT_DEVNET_ACCOUNTS) {
      const info = await client.query.system.account(account.address)
      expect(info.data.free).toBe(account.free)
    }
  })

  it('reports the devnet genesis hash and the DOT properties to the client', async () => {
    expect(client.genesisHash).toBe(POLKADOT_DEVNET_GENESIS_HASH)
    expect(await client.chainSpec.properties()).toMatchObject({ ss58Format: 42, tokenDecimals: 10, tokenSymbol: 'DOT' })
  })

  it('reads SS58 prefix 42 and a 1 DOT existential deposit from the metadata constants', () => {
    expect(client.consts.system.ss58Prefix).toBe(42)
    expect(client.consts.balances.existentialDeposit).toBe(10_000_000_000n)
  })

  it('shows a balance change in the next block to the client', async () => {
    const account = POLKADOT_DEVNET_ACCOUNTS[0]
    if (!account) throw new Error('no devnet account')
    const accountId = accountIdOf(account.accountId)
    const before = devnet.chain.account(accountId)
    if (!before) throw new Error('account 0 is not funded')
    devnet.chain.setAccount(accountId, { ...before, free: before.free - 1n })
    devnet.chain.produceBlock()
    await expect
      .poll(async () => (await client.query.system.account(account.address)).data.free)
      .toBe(account.free - 1n)
  })
})

describe('the Polkadot devnet over HTTP JSON-RPC', () => {
  it('answers chain_getBlockHash(0) with the genesis hash', async () => {
    expect((await rpc('chain_getBlockHash', [0])).result).toBe(POLKADOT_DEVNET_GENESIS_HASH)
  })

  it('names its CAIP-2 network after the genesis hash', () => {
    expect(devnet.caipNetworkId).toBe(`polkadot:${POLKADOT_DEVNET_GENESIS_HASH.slice(2, 34)}`)
    expect(devnet.caipNetworkId).toBe(POLKADOT_DEVNET_CAIP_NETWORK_ID)
  })

  it('advances the head with each block, each header naming its parent', async () => {
    const parent = (await rpc('chain_getHeader')).result as { number: string }
    const parentHash = (await rpc('chain_getBlockHash')).result
    devnet.chain.produceBlock()
    const child = (await rpc('chain_getHeader')).result as { number: string; parentHash: string }
    expect(Number(child.number)).toBe(Number(parent.number) + 1)
    expect(child.parentHash).toBe(parentHash)
  })

  it('answers state_getStorage of System.Account with the SCALE AccountInfo', async () => {
    const account = POLKADOT_DEVNET_ACCOUNTS[5]
    if (!account) throw new Error('no devnet account')
    const value = (await rpc('state_getStorage', [systemAccountKey(accountIdOf(account.accountId))])).result as string
    // nonce 0, consumers 0, providers 1, sufficients 0, free 10^13 (u128 LE), reserved 0, frozen 0, flags 1 << 127.
    expect(value).toBe(
      `0x${'00000000'}${'00000000'}${'01000000'}${'00000000'}00a0724e180900000000000000000000${'00'.repeat(32)}${'00'.repeat(15)}80`,
    )
  })

  it('answers state_queryStorageAt with null for an account that holds nothing', async () => {
    const key = systemAccountKey(new Uint8Array(32).fill(7))
    const [set] = (await rpc('state_queryStorageAt', [[key]])).result as { changes: unknown[] }[]
    expect(set?.changes).toEqual([[key, null]])
  })

  it('answers system_properties with SS58 42, 10 decimals and DOT', async () => {
    expect((await rpc('system_properties')).result).toEqual({ ss58Format: 42, tokenDecimals: 10, tokenSymbol: 'DOT' })
  })

  it('answers an unknown method with -32601 Method not found', async () => {
    expect((await rpc('author_rotateKeys')).error).toEqual({ code: -32601, message: 'Method not found' })
  })

  it('answers a header of a block it does not have with null', async () => {
    expect((await rpc('chain_getHeader', [`0x${'ab'.repeat(32)}`])).result).toBeNull()
  })

  it('answers storage at a block it does not have with an UnknownBlock error', async () => {
    const answer = await rpc('state_getStorage', ['0x3a636f6465', `0x${'ab'.repeat(32)}`])
    expect((answer.error as { code: number }).code).toBe(4003)
  })

  it('answers a malformed storage key with -32602 Invalid params', async () => {
    expect((await rpc('state_getStorage', ['not hex'])).error).toMatchObject({
      code: -32602,
      message: 'Invalid params',
    })
  })
})
