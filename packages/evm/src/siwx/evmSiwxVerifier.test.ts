import { formatSiwxMessage, type Network, type SiwxSession } from '@foyer/core'
import { type Devnet, startDevnet } from '@foyer/devnet'
import { deploySmartAccount, devnetSmartAccount } from '@foyer/devnet/smartAccounts'
import { createPublicClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvmSiwxVerifier } from './evmSiwxVerifier.ts'

let devnet: Devnet
let network: Network

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  network = devnet.networks.foyerDevnet
})
afterAll(async () => {
  await devnet?.stop()
})

const verifier = createEvmSiwxVerifier()
const owner = (index: number) => privateKeyToAccount(devnet.accounts[index]!.privateKey)

function messageFor(address: string) {
  const data = {
    accountAddress: address,
    chainId: 'eip155:31337',
    domain: 'localhost:4319',
    uri: 'http://localhost:4319',
    version: '1',
    nonce: 'verifierTest0001',
    issuedAt: '2026-11-22T10:00:00.000Z',
  }
  return { data, message: formatSiwxMessage(data) }
}

describe('createEvmSiwxVerifier', () => {
  it('accepts an EOA signature of the message by its account (ecrecover)', async () => {
    const signer = owner(2)
    const { data, message } = messageFor(signer.address)
    const session: SiwxSession = { data, message, signature: await signer.signMessage({ message }) }
    expect(await verifier.verify({ session, network })).toBe(true)
  })

  it('refuses a tampered signature, another signer, a changed message and garbage', async () => {
    const signer = owner(2)
    const { data, message } = messageFor(signer.address)
    const signature = await signer.signMessage({ message })
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'a' ? 'b' : 'a'}${signature.slice(11)}` as const
    const check = (session: SiwxSession) => verifier.verify({ session, network })
    expect(await check({ data, message, signature: flipped })).toBe(false)
    expect(await check({ data, message, signature: await owner(3).signMessage({ message }) })).toBe(false)
    expect(await check({ data, message: `${message}\n`, signature })).toBe(false)
    expect(await check({ data: { ...data, accountAddress: 'nope' }, message, signature })).toBe(false)
    expect(await check({ data, message, signature: 'not hex' })).toBe(false)
  })

  it('accepts a smart account before deployment (ERC-6492) and after (ERC-1271)', async () => {
    const client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    const account = await devnetSmartAccount({ client, owner: owner(5), salt: '0x5151' })
    const { data, message } = messageFor(account.address)
    const counterfactual = await account.signMessage({ message })
    expect(await verifier.verify({ session: { data, message, signature: counterfactual }, network })).toBe(true)

    await deploySmartAccount({ rpcUrl: devnet.chains[0]!.rpcUrl, owner: owner(5).address, salt: '0x5151' })
    const deployed = await account.signMessage({ message })
    expect(await verifier.verify({ session: { data, message, signature: deployed }, network })).toBe(true)

    const stranger = await devnetSmartAccount({ client, owner: owner(6), salt: '0x5151' })
    const wrong = await stranger.signMessage({ message })
    expect(await verifier.verify({ session: { data, message, signature: wrong }, network })).toBe(false)
  })
})
