import { FoyerError, type Network } from '@foyer/core'
import { type Devnet, startDevnet } from '@foyer/devnet'
import { FOYER_SPAM, FOYER_USD, MULTICALL3_ADDRESS } from '@foyer/devnet/tokens'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readTokenMetadata } from './readTokenMetadata.ts'

let devnet: Devnet
let l1: Network

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  l1 = devnet.networks.foyerDevnet
})
afterAll(async () => {
  await devnet?.stop()
})

// Reads only: any account's balances serve, as nothing here sends.
const owner = () => devnet.accounts[1]!.address

/** fetch that records the JSON-RPC calls it carries to the node. */
function recordingFetch() {
  const calls: { method: string; to?: string }[] = []
  const fetchFn: typeof fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body)) as { method: string; params: [{ to?: string }?] }
    calls.push({ method: body.method, to: body.params[0]?.to })
    return fetch(input, init)
  }
  return { fetchFn, calls }
}

describe("a token's name, symbol, decimals and balance (SPEC §7 multicall)", () => {
  it("are read in one eth_call through the network's Multicall3", async () => {
    const { fetchFn, calls } = recordingFetch()
    const token = await readTokenMetadata({ address: FOYER_SPAM.address, owner: owner(), network: l1 }, fetchFn)
    expect(token).toEqual({
      name: FOYER_SPAM.name,
      symbol: FOYER_SPAM.symbol,
      decimals: FOYER_SPAM.decimals,
      balance: FOYER_SPAM.amountEach,
    })
    expect(calls).toEqual([{ method: 'eth_call', to: MULTICALL3_ADDRESS }])
  })

  it('are read call by call on a network without a multicall contract', async () => {
    const { fetchFn, calls } = recordingFetch()
    const bare = { ...l1, contracts: undefined }
    const token = await readTokenMetadata({ address: FOYER_USD.address, owner: owner(), network: bare }, fetchFn)
    expect(token).toMatchObject({ symbol: 'fUSD', decimals: 6, balance: FOYER_USD.amountEach })
    expect(calls.map((call) => call.to)).toEqual(Array(4).fill(FOYER_USD.address))
  })

  it("say 'This address is not a token contract' for an account without code", async () => {
    const read = readTokenMetadata({ address: owner(), owner: owner(), network: l1 }, fetch)
    await expect(read).rejects.toThrow(new FoyerError('NOT_A_TOKEN'))
  })

  it("say 'This address is not a token contract' for a contract that is no ERC-20", async () => {
    const read = readTokenMetadata({ address: MULTICALL3_ADDRESS, owner: owner(), network: l1 }, fetch)
    await expect(read).rejects.toThrow('This address is not a token contract')
  })
})
