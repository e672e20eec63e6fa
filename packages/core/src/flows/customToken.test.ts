import { describe, expect, it } from 'vitest'
import type { ChainAdapter, TokenMetadata } from '../adapter/ChainAdapter.ts'
import { createFoyerClient } from '../client/createFoyerClient.ts'
import { createMemoryWallet } from '../client/memoryWallet.testing.ts'
import { testNetworks } from '../client/testNetworks.testing.ts'
import { FoyerError } from '../errors/errors.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'

const TOKEN = '0x9446cf6e2F85AF2265461701164E0a8935ee77cB'
const RECEIVER = '0x3333333333333333333333333333333333333333'
const CLAIM: TokenMetadata = { name: 'Claim Your Reward', symbol: 'CLAIM', decimals: 18, balance: 25n * 10n ** 17n }

/** A memory wallet whose chain answers token reads for TOKEN only, as the multicall would; it records the reads. */
async function connected(options: { readToken?: boolean } = {}) {
  const wallet = createMemoryWallet()
  const reads: { address: string; owner: string }[] = []
  const adapter: ChainAdapter = {
    ...wallet.adapter,
    ...(options.readToken === false
      ? {}
      : {
          readToken: async ({ address, owner }) => {
            reads.push({ address, owner })
            if (address.toLowerCase() !== TOKEN.toLowerCase()) throw new FoyerError('NOT_A_TOKEN')
            return CLAIM
          },
        }),
  }
  const client = createFoyerClient({ networks: testNetworks, adapters: [adapter], storage: createMemoryStorage() })
  await client.connect('memory.wallet')
  const send = () => client.stores.send.getState()
  return { client, wallet, reads, send }
}

describe('a token pasted into Send by its contract address (SPEC §7)', () => {
  it('is read from the chain for the sender and chosen, with its balance and no price', async () => {
    const { client, wallet, reads, send } = await connected()
    await client.send.setTokenAddress(` ${TOKEN} `)
    expect(reads).toEqual([{ address: TOKEN, owner: wallet.address }])
    expect(send().token).toEqual({
      name: 'Claim Your Reward',
      symbol: 'CLAIM',
      chainId: 'eip155:1',
      address: `eip155:1:${TOKEN}`,
      price: null,
      value: null,
      quantity: { decimals: 18, numeric: '2.5' },
    })
    expect(send().loading).toBe(false)
  })

  it('can be sent: the transfer names its contract and decimals', async () => {
    const { client, wallet } = await connected()
    await client.send.setTokenAddress(TOKEN)
    client.send.setAmount('1.5')
    await client.send.setReceiver(RECEIVER)
    await client.send.preview()
    await client.send.confirm()
    expect(wallet.state.sent[0]).toMatchObject({
      to: RECEIVER,
      amount: 15n * 10n ** 17n,
      token: { address: TOKEN, decimals: 18 },
    })
  })

  it('chooses a listed token as the list has it, without reading the chain', async () => {
    const { client, reads, send } = await connected()
    const listed = {
      name: 'Claim',
      symbol: 'CLAIM',
      chainId: 'eip155:1',
      address: `eip155:1:${TOKEN}`,
      price: 1,
      value: 3,
      quantity: { decimals: '18', numeric: '3' },
    }
    client.stores.accounts.setState({
      eip155: { ...client.stores.accounts.getState().eip155!, tokenBalance: [listed] },
    })
    await client.send.setTokenAddress(TOKEN)
    expect(send().token).toBe(listed)
    expect(reads).toEqual([])
  })

  it("says 'Invalid address' for what is no address", async () => {
    const { client, reads, send } = await connected()
    await client.send.setTokenAddress('0x1234')
    expect(send().error?.message).toBe('Invalid address')
    expect(send().token).toBeUndefined()
    expect(reads).toEqual([])
  })

  it("says 'This address is not a token contract' for an address that answers no token reads", async () => {
    const { client, send } = await connected()
    await client.send.setTokenAddress(RECEIVER)
    expect(send().error?.message).toBe('This address is not a token contract')
    expect(send().token).toBeUndefined()
    expect(send().loading).toBe(false)
  })

  it("says 'Unsupported chain' where the chain's adapter cannot read tokens", async () => {
    const { client, send } = await connected({ readToken: false })
    await client.send.setTokenAddress(TOKEN)
    expect(send().error?.message).toBe('Unsupported chain')
  })

  it('can be sent by a dapp by its address (useSendTransfer), read the same way', async () => {
    const { client, wallet, reads } = await connected()
    await client.sendTransfer({ to: RECEIVER, amount: '2', tokenAddress: TOKEN })
    expect(reads).toHaveLength(1)
    expect(wallet.state.sent[0]).toMatchObject({ amount: 2n * 10n ** 18n, token: { address: TOKEN, decimals: 18 } })
  })
})
