import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { blake2b } from '@noble/hashes/blake2b'
import { concatBytes, hexToBytes } from '@noble/hashes/utils'
import { getPublicKey, secretFromSeed, sign } from '@scure/sr25519'
import { LegacyClient, WsProvider } from 'dedot'
import type { IKeyringPair } from 'dedot/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POLKADOT_DEVNET_ACCOUNTS, type PolkadotDevnetAccount } from './accounts.ts'
import { type PolkadotDevnet, startPolkadotDevnet } from './polkadotDevnet.ts'
import { TRANSFER_FEE } from './submit.ts'

let devnet: PolkadotDevnet
let client: LegacyClient

beforeAll(async () => {
  devnet = await startPolkadotDevnet({ port: 0, blockIntervalMs: 0 })
  client = await LegacyClient.new(new WsProvider(devnet.wsUrl))
})
afterAll(async () => {
  await client?.disconnect()
  await devnet?.stop()
})

/** A keyring pair as dedot takes one (polkadot.js's shape), signing with the account's own scheme. */
function pairOf(account: PolkadotDevnetAccount): IKeyringPair {
  const seed = hexToBytes(account.miniSecret.slice(2))
  const accountId = hexToBytes(account.accountId.slice(2))
  const raw = (message: Uint8Array): { type: number; signature: Uint8Array } => {
    if (account.type === 'sr25519') return { type: 1, signature: sign(secretFromSeed(seed), message) }
    if (account.type === 'ed25519') return { type: 0, signature: ed25519.sign(message, seed) }
    // noble 2 writes the recovery id first ('recovered' format); Substrate wants it last.
    const recovered = secp256k1.sign(blake2b(message, { dkLen: 32 }), seed, { prehash: false, format: 'recovered' })
    return { type: 2, signature: concatBytes(recovered.subarray(1), recovered.subarray(0, 1)) }
  }
  return {
    address: account.address,
    addressRaw: accountId,
    publicKey: account.type === 'sr25519' ? getPublicKey(secretFromSeed(seed)) : accountId,
    sign: (data, options) => {
      const { type, signature } = raw(data)
      return options?.withType ? concatBytes(Uint8Array.of(type), signature) : signature
    },
  }
}

async function submit(hex: string): Promise<{ result?: unknown; error?: unknown }> {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'author_submitExtrinsic', params: [hex] }),
  })
  return (await response.json()) as { result?: unknown; error?: unknown }
}

const freeOf = async (address: string) => (await client.query.system.account(address)).data.free

async function transfer(from: PolkadotDevnetAccount, to: string, amount: bigint): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    client.tx.balances
      .transferKeepAlive(to, amount)
      .signAndSend(pairOf(from), ({ status }) => {
        if (status.type === 'Finalized') resolve()
      })
      .catch(reject)
  })
}

describe('transfers on the Polkadot devnet, signed and sent by dedot', () => {
  it('moves an sr25519 account’s DOT to another account, less the flat fee, once finalized', async () => {
    const [from, to] = [POLKADOT_DEVNET_ACCOUNTS[0]!, POLKADOT_DEVNET_ACCOUNTS[4]!]
    const [fromBefore, toBefore] = [await freeOf(from.address), await freeOf(to.address)]
    await transfer(from, to.address, 2_000_000_000n)
    expect(await freeOf(to.address)).toBe(toBefore + 2_000_000_000n)
    expect(await freeOf(from.address)).toBe(fromBefore - 2_000_000_000n - TRANSFER_FEE)
  })

  it('accepts transfers signed by the ed25519 and the ecdsa accounts', async () => {
    const to = POLKADOT_DEVNET_ACCOUNTS[3]!.address
    const before = await freeOf(to)
    await transfer(POLKADOT_DEVNET_ACCOUNTS[5]!, to, 1_000_000_000n)
    await transfer(POLKADOT_DEVNET_ACCOUNTS[6]!, to, 1_000_000_000n)
    expect(await freeOf(to)).toBe(before + 2_000_000_000n)
  })

  it('refuses a tampered transfer with 1010 "Transaction has a bad signature"', async () => {
    const from = POLKADOT_DEVNET_ACCOUNTS[1]!
    const tx = client.tx.balances.transferKeepAlive(POLKADOT_DEVNET_ACCOUNTS[2]!.address, 1_000_000_000n)
    await tx.sign(pairOf(from))
    const hex = tx.toHex()
    // The value is the last byte group: change its first byte after the signature was made.
    const tampered = `${hex.slice(0, -2)}${hex.slice(-2) === '00' ? '01' : '00'}`
    expect((await submit(tampered)).error).toEqual({
      code: 1010,
      message: 'Invalid Transaction',
      data: 'Transaction has a bad signature',
    })
  })

  it('refuses a replayed transfer with 1010 "Transaction is outdated"', async () => {
    const from = POLKADOT_DEVNET_ACCOUNTS[2]!
    const tx = client.tx.balances.transferKeepAlive(POLKADOT_DEVNET_ACCOUNTS[1]!.address, 1_000_000_000n)
    await tx.sign(pairOf(from))
    expect((await submit(tx.toHex())).result).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await submit(tx.toHex())).error).toMatchObject({ code: 1010, data: 'Transaction is outdated' })
  })

  it('refuses a keep-alive transfer that would leave less than 1 DOT', async () => {
    const from = POLKADOT_DEVNET_ACCOUNTS[1]!
    // Leaves half a DOT after the fee.
    const amount = (await freeOf(from.address)) - TRANSFER_FEE - 5_000_000_000n
    const tx = client.tx.balances.transferKeepAlive(POLKADOT_DEVNET_ACCOUNTS[0]!.address, amount)
    await tx.sign(pairOf(from))
    expect((await submit(tx.toHex())).error).toMatchObject({
      code: 1010,
      data: 'Dispatch would fail: Token(NotExpendable)',
    })
  })
})
