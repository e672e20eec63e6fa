import { type Devnet, startDevnet } from '@foyer/devnet'
import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { deploySmartAccount, devnetSmartAccount, SMART_ACCOUNT_FACTORY_ADDRESS } from '@foyer/devnet/smartAccounts'
import { sessionRevokeMessage } from '@foyer/protocol'
import {
  createPublicClient,
  type Hex,
  http,
  isErc6492Signature,
  type PublicClient,
  serializeErc6492Signature,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { createPlatformTestApp, TEST_ORIGIN } from '../testing/platformTestApp.ts'
import { sessionRoutes } from './sessionRoutes.ts'
import { messageFor, sessionTestClient } from './sessionTestKit.ts'

// Smart accounts sign in through the chain's node: ERC-6492 while counterfactual, ERC-1271 once deployed.
const owner = privateKeyToAccount(DEVNET_ACCOUNTS[5]!.privateKey)
const stranger = privateKeyToAccount(DEVNET_ACCOUNTS[6]!.privateKey)

let devnet: Devnet
let database: OpenedDatabase
let chain: PublicClient
let rpcUrl: string
let harness: Awaited<ReturnType<typeof createPlatformTestApp>>
let client: ReturnType<typeof sessionTestClient>

beforeAll(async () => {
  ;[devnet, database] = await Promise.all([startDevnet({ ports: [0, 0], contracts: true }), openTestDatabase()])
  rpcUrl = devnet.chains[0]!.rpcUrl
  chain = createPublicClient({ transport: http(rpcUrl) })
  harness = await createPlatformTestApp(database, {
    chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    areas: [sessionRoutes],
  })
  client = sessionTestClient(harness.app, harness.query)
})
afterAll(async () => {
  await Promise.all([devnet?.stop(), database?.close()])
})

async function signInAs(address: string, sign: (message: string) => Promise<Hex>) {
  const built = messageFor(address, await client.newNonce(), harness.clock.now)
  return client.send('POST', '/v1/sessions', {
    body: { ...built, signature: await sign(built.message) },
    headers: { origin: TEST_ORIGIN },
  })
}

const codeOf = (answer: { body: Record<string, unknown> }) => (answer.body.error as { code?: string } | undefined)?.code

describe('POST /v1/sessions with a smart account', () => {
  it('signs in a counterfactual account through its ERC-6492 signature, without deploying it', async () => {
    const account = await devnetSmartAccount({ client: chain, owner, salt: '0x11' })
    let signature: Hex | undefined
    const answer = await signInAs(account.address, async (message) => {
      signature = await account.signMessage({ message })
      return signature
    })
    expect(signature && isErc6492Signature(signature)).toBe(true)
    expect(answer.status).toBe(201)
    expect(answer.body.account).toBe(`eip155:31337:${account.address}`)
    expect(await chain.getCode({ address: account.address })).toBeUndefined()
  })

  it('signs in a deployed account through ERC-1271, and revokes with its signature', async () => {
    const address = await deploySmartAccount({ rpcUrl, owner: owner.address, salt: '0x12' })
    const account = await devnetSmartAccount({ client: chain, owner, salt: '0x12' })
    expect(account.address).toBe(address)
    let signature: Hex | undefined
    const answer = await signInAs(address, async (message) => {
      signature = await account.signMessage({ message })
      return signature
    })
    expect(signature && isErc6492Signature(signature)).toBe(false)
    expect(answer.status).toBe(201)

    const id = answer.body.id as string
    const revoked = await client.send('POST', `/v1/sessions/${id}/revoke`, {
      body: { pci: id, signature: await account.signMessage({ message: sessionRevokeMessage(id) }) },
      headers: { origin: TEST_ORIGIN },
    })
    expect(revoked.status).toBe(200)
    expect(codeOf(await client.send('GET', `/v1/sessions/${id}`))).toBe('SESSION_REVOKED')
  })

  it("refuses another owner's signature for the account, counterfactual or deployed, with 401 INVALID_SIGNATURE", async () => {
    const mine = await devnetSmartAccount({ client: chain, owner, salt: '0x13' })
    const theirs = await devnetSmartAccount({ client: chain, owner: stranger, salt: '0x13' })
    const { factory, factoryData } = await mine.getFactoryArgs()
    expect(factory).toBe(SMART_ACCOUNT_FACTORY_ADDRESS)
    // The stranger's signature wrapped with the factory call that deploys the owner's account.
    const wrappedStranger = async (message: string) =>
      serializeErc6492Signature({
        address: SMART_ACCOUNT_FACTORY_ADDRESS,
        data: factoryData as Hex,
        signature: await stranger.signMessage({ message }),
      })
    const refused = async (sign: (message: string) => Promise<Hex>) => {
      const answer = await signInAs(mine.address, sign)
      return { status: answer.status, code: codeOf(answer) }
    }
    const invalid = { status: 401, code: 'INVALID_SIGNATURE' }

    expect(await refused((message) => theirs.signMessage({ message }))).toEqual(invalid)
    expect(await refused(wrappedStranger)).toEqual(invalid)
    expect(await refused((message) => stranger.signMessage({ message }))).toEqual(invalid)

    await deploySmartAccount({ rpcUrl, owner: owner.address, salt: '0x13' })
    expect(await refused((message) => theirs.signMessage({ message }))).toEqual(invalid)
    expect(await refused((message) => stranger.signMessage({ message }))).toEqual(invalid)
    expect((await signInAs(mine.address, (message) => mine.signMessage({ message }))).status).toBe(201)
  })
})
