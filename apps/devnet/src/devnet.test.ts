import { createServer } from 'node:net'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from './devnet.ts'

describe('startDevnet', () => {
  let devnet: Devnet

  beforeAll(async () => {
    devnet = await startDevnet({ ports: [0, 0, 0], unlisted: true })
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  it('runs Foyer Devnet, Foyer Devnet L2 and Foyer Unlisted on free loopback ports', () => {
    expect(devnet.chains.map(({ chainId, name }) => ({ chainId, name }))).toEqual([
      { chainId: 31337, name: 'Foyer Devnet' },
      { chainId: 31338, name: 'Foyer Devnet L2' },
      { chainId: 31339, name: 'Foyer Unlisted' },
    ])
    const ports = devnet.chains.map(({ rpcUrl }) => new URL(rpcUrl).port)
    expect(new Set(ports).size).toBe(3)
    for (const { rpcUrl } of devnet.chains) expect(rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('funds the test accounts with 10000 ETH on each chain', async () => {
    for (const network of [devnet.networks.foyerDevnet, devnet.networks.foyerDevnetL2]) {
      const client = createPublicClient({ chain: network, transport: http() })
      expect(await client.getChainId()).toBe(network.id)
      expect(await client.getBalance({ address: devnet.accounts[9]!.address })).toBe(parseEther('10000'))
    }
  })

  it('points the returned networks at the nodes it started', () => {
    expect(devnet.networks.foyerDevnet.rpcUrls.default.http[0]).toBe(devnet.chains[0]!.rpcUrl)
    expect(devnet.networks.foyerDevnetL2.rpcUrls.default.http[0]).toBe(devnet.chains[1]!.rpcUrl)
  })
})

describe('startDevnet on a taken port', () => {
  it('fails naming the chain whose node could not start', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const address = blocker.address()
    if (address === null || typeof address === 'string') throw new Error('no port')
    try {
      await expect(startDevnet({ ports: [address.port, 0], readyTimeoutMs: 5000 })).rejects.toThrow(
        /Anvil for chain 31337 exited before it was ready/,
      )
    } finally {
      blocker.close()
    }
  })
})

describe('startDevnet on a port where another node of the same chain answers', () => {
  it('fails rather than using the other node', async () => {
    const other = await startDevnet({ ports: [0, 0], contracts: false })
    try {
      const port = Number(new URL(other.chains[0]!.rpcUrl).port)
      await expect(startDevnet({ ports: [port, 0], contracts: false, readyTimeoutMs: 5000 })).rejects.toThrow(
        /Anvil for chain 31337 exited before it was ready/,
      )
    } finally {
      await other.stop()
    }
  })
})

describe('stop', () => {
  it('closes the RPC ports', async () => {
    const devnet = await startDevnet({ ports: [0, 0] })
    const rpcUrl = devnet.chains[0]!.rpcUrl
    await devnet.stop()
    await expect(
      fetch(rpcUrl, { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}' }),
    ).rejects.toThrow()
  })
})
