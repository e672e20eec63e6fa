import {
  DEVNET_POOLS,
  DEVNET_SWAP_CONTRACTS,
  type Devnet,
  FOYER_TOKEN,
  FOYER_USD,
  pinPairAsFirstDeposit,
  startDevnet,
  WETH9_ADDRESS,
} from '@foyer/devnet'
import {
  type BuildTransactionResponse,
  type ConvertQuote,
  MAX_UINT256,
  SWAP_NO_LIQUIDITY_MESSAGE,
  SWAP_UNSUPPORTED_MESSAGE,
} from '@foyer/protocol'
import type { Hono } from 'hono'
import { createPublicClient, createTestClient, createWalletClient, erc20Abi, http, parseAbi, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetTokenLists } from '../chain/chainDataConfig.ts'
import { chainTestApp, chainTestDeps, closedPortUrl, TEST_PUBLIC_URL } from '../chain/chainTestKit.ts'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'

const NATIVE = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const FUSD = `eip155:31337:${FOYER_USD.address}`
const FOY = `eip155:31337:${FOYER_TOKEN.address}`
const ROUTER_ABI = parseAbi(['function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])'])

let devnet: Devnet
let database: OpenedDatabase
let app: Hono

type Answer = { status: number; body: Record<string, unknown> }
const get = async (path: string, query: Record<string, string>): Promise<Answer> => {
  const response = await app.request(`${path}?${new URLSearchParams(query)}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const post = async (path: string, body: unknown): Promise<Answer> => {
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const client = () => createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
const userOf = (index: number) => {
  const account = privateKeyToAccount(devnet.accounts[index]!.privateKey)
  return { account, caip: `eip155:31337:${account.address}` }
}
const routerQuote = async (amount: bigint, path: `0x${string}`[]) =>
  (
    await client().readContract({
      address: DEVNET_SWAP_CONTRACTS.routerAddress,
      abi: ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [amount, path],
    })
  ).at(-1)
const balanceOf = (token: `0x${string}`, owner: `0x${string}`) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const quoteOf = async (query: Record<string, string>) => {
  const answer = await get('/v1/convert/quotes', query)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return (answer.body.quotes as ConvertQuote[])[0]!
}
const testClient = () => createTestClient({ mode: 'anvil', transport: http(devnet.chains[0]!.rpcUrl) })
/** Sends a built transaction from the devnet account and waits for it to succeed. */
const send = async (index: number, tx: BuildTransactionResponse['tx']) => {
  const wallet = createWalletClient({
    account: userOf(index).account,
    chain: devnet.networks.foyerDevnet,
    transport: http(devnet.chains[0]!.rpcUrl),
  })
  const hash = await wallet.sendTransaction({
    to: tx.to as `0x${string}`,
    data: tx.data as `0x${string}`,
    value: BigInt(tx.value),
    ...(tx.eip155.gas ? { gas: BigInt(tx.eip155.gas) } : {}),
  })
  const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 10 })
  expect(receipt.status).toBe('success')
}

beforeAll(async () => {
  ;[devnet, database] = await Promise.all([startDevnet({ ports: [0, 0] }), openTestDatabase()])
  const { deps } = chainTestDeps(database.db, [
    { chainId: 31337, name: 'Foyer Devnet', rpcUrl: devnet.chains[0]!.rpcUrl, swaps: DEVNET_SWAP_CONTRACTS },
    // Served, but without swap contracts: its swap calls are refused.
    { chainId: 31338, name: 'Foyer Devnet L2', rpcUrl: devnet.chains[1]!.rpcUrl },
    // Swap contracts configured, but its node is down.
    { chainId: 31340, name: 'Down', rpcUrl: await closedPortUrl(), swaps: DEVNET_SWAP_CONTRACTS },
  ])
  const lists = devnetTokenLists()
  app = chainTestApp(deps, { tokenLists: { ...lists, 31340: lists[31337]! } })
})
afterAll(async () => {
  await database?.close()
  await devnet?.stop()
})

describe('GET /v1/convert/tokens', () => {
  it('lists the native coin, then each listed token with a pool (not Foyer Points, which has none)', async () => {
    const answer = await get('/v1/convert/tokens', { chainId: 'eip155:31337' })
    expect(answer).toEqual({
      status: 200,
      body: {
        tokens: [
          {
            name: 'Ether',
            symbol: 'ETH',
            address: NATIVE,
            decimals: 18,
            logoUri: `${TEST_PUBLIC_URL}/public/getTokenImage/ETH`,
            eip2612: false,
          },
          {
            name: 'Foyer USD',
            symbol: 'fUSD',
            address: FUSD,
            decimals: 6,
            logoUri: `${TEST_PUBLIC_URL}/public/getTokenImage/fUSD`,
            eip2612: false,
          },
          {
            name: 'Foyer Token',
            symbol: 'FOY',
            address: FOY,
            decimals: 18,
            logoUri: `${TEST_PUBLIC_URL}/public/getTokenImage/FOY`,
            eip2612: false,
          },
        ],
      },
    })
  })

  it("answers 'Network not supported for Swaps' on a served chain without swap contracts, as gas price does", async () => {
    for (const chainId of ['eip155:31338', 'eip155:1', '8453']) {
      expect(await get('/v1/convert/tokens', { chainId })).toEqual({
        status: 400,
        body: { error: { code: 'UNSUPPORTED_CHAIN', message: SWAP_UNSUPPORTED_MESSAGE } },
      })
    }
  })

  it('answers 503 UPSTREAM_UNAVAILABLE when the chain cannot be read', async () => {
    const answer = await get('/v1/convert/tokens', { chainId: 'eip155:31340' })
    expect([answer.status, (answer.body.error as { code: string }).code]).toEqual([503, 'UPSTREAM_UNAVAILABLE'])
  })
})

describe('GET /v1/convert/quotes', () => {
  const user = () => userOf(2).caip

  it("quotes ether into fUSD for exactly the router's getAmountsOut, through WETH, with the 0.3 % fee", async () => {
    const quote = await quoteOf({ amount: parseEther('1').toString(), userAddress: user(), from: NATIVE, to: FUSD })
    expect(quote).toEqual({
      id: null,
      fromAmount: parseEther('1').toString(),
      fromAccount: NATIVE,
      toAmount: (await routerQuote(parseEther('1'), [WETH9_ADDRESS, FOYER_USD.address]))!.toString(),
      toAccount: FUSD,
      priceImpact: expect.stringMatching(/^0\.\d+$/),
      fee: parseEther('0.003').toString(),
      route: [NATIVE, `eip155:31337:${WETH9_ADDRESS}`, FUSD],
    })
  })

  it("quotes fUSD into FOY straight through their pool for exactly the router's getAmountsOut", async () => {
    const quote = await quoteOf({ amount: '1000000000', userAddress: user(), from: FUSD, to: FOY })
    expect(quote.route).toEqual([FUSD, FOY])
    expect(quote.toAmount).toBe(
      (await routerQuote(1_000_000_000n, [FOYER_USD.address, FOYER_TOKEN.address]))!.toString(),
    )
  })

  it('reports a larger price impact for a larger trade', async () => {
    const impact = async (eth: string) =>
      Number(
        (await quoteOf({ amount: parseEther(eth).toString(), userAddress: user(), from: NATIVE, to: FOY })).priceImpact,
      )
    const [small, medium, large] = [await impact('0.1'), await impact('10'), await impact('100')]
    expect(small).toBeLessThan(medium)
    expect(medium).toBeLessThan(large)
    expect(large).toBeGreaterThan(5)
  })

  it('refuses an amount the pools cannot take with 400 NO_LIQUIDITY, never a made-up quote', async () => {
    const answer = await get('/v1/convert/quotes', {
      amount: (2n ** 112n).toString(),
      userAddress: user(),
      from: NATIVE,
      to: FUSD,
    })
    expect(answer).toEqual({
      status: 400,
      body: { error: { code: 'NO_LIQUIDITY', message: SWAP_NO_LIQUIDITY_MESSAGE } },
    })
  })

  it('refuses an amount too small for the pools to give anything for', async () => {
    const answer = await get('/v1/convert/quotes', { amount: '1', userAddress: user(), from: NATIVE, to: FUSD })
    expect(answer.status).toBe(400)
    expect(answer.body.error).toMatchObject({
      code: 'INVALID_REQUEST',
      issues: [{ path: ['amount'], message: 'is too small: the pools give nothing for it' }],
    })
  })

  it('refuses bad input with 400 INVALID_REQUEST naming the field', async () => {
    const good = { amount: '1000', userAddress: user(), from: FUSD, to: FOY }
    const cases: [Record<string, string>, string][] = [
      [{ ...good, amount: '-1' }, 'amount'],
      [{ ...good, amount: '1.5' }, 'amount'],
      [{ ...good, amount: '0' }, 'amount'],
      [{ ...good, from: FOYER_USD.address }, 'from'],
      [{ ...good, userAddress: 'eip155:31337:0x1234' }, 'userAddress'],
      [{ ...good, to: `eip155:1:${FOYER_TOKEN.address}` }, 'to'],
      [{ ...good, to: 'eip155:31337:0x0000000000000000000000000000000000000001' }, 'to'],
      [{ ...good, to: 'eip155:31337:0xb292a082997dd163c8B7aa011A3C56094B12916D' }, 'to'],
      [{ ...good, to: FUSD }, 'to'],
      [{ ...good, gasPrice: 'fast' }, 'gasPrice'],
    ]
    for (const [query, field] of cases) {
      const answer = await get('/v1/convert/quotes', query)
      expect([answer.status, (answer.body.error as { code: string }).code], JSON.stringify(query)).toEqual([
        400,
        'INVALID_REQUEST',
      ])
      expect((answer.body.error as { issues: { path: string[] }[] }).issues[0]!.path[0]).toBe(field)
    }
  })

  it("answers 'Network not supported for Swaps' for tokens on a chain without swap contracts", async () => {
    const on = (network: string) => ({
      amount: '1000',
      userAddress: `${network}:${userOf(2).account.address}`,
      from: `${network}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
      to: `${network}:${FOYER_USD.address}`,
    })
    for (const network of ['eip155:31338', 'eip155:1']) {
      expect(await get('/v1/convert/quotes', on(network))).toEqual({
        status: 400,
        body: { error: { code: 'UNSUPPORTED_CHAIN', message: SWAP_UNSUPPORTED_MESSAGE } },
      })
    }
  })
})

describe('GET /v1/convert/allowance and /v1/convert/build-approve', () => {
  it('answers the largest uint256 for the native coin, which needs no approval', async () => {
    expect(await get('/v1/convert/allowance', { tokenAddress: NATIVE, userAddress: userOf(3).caip })).toEqual({
      status: 200,
      body: { allowance: MAX_UINT256 },
    })
  })

  it('answers what the router may spend before and after the built approval is sent', async () => {
    const user = userOf(3)
    const allowance = async () =>
      (await get('/v1/convert/allowance', { tokenAddress: FUSD, userAddress: user.caip })).body
    expect(await allowance()).toEqual({ allowance: '0' })
    const built = await get('/v1/convert/build-approve', {
      userAddress: user.caip,
      from: FUSD,
      to: FOY,
      amount: '5000000',
    })
    expect(built.status).toBe(200)
    const tx = built.body.tx as BuildTransactionResponse['tx']
    expect(tx).toMatchObject({ from: user.account.address, to: FOYER_USD.address, value: '0' })
    expect(BigInt(tx.eip155.gasPrice)).toBeGreaterThan(0n)
    await send(3, tx)
    expect(await allowance()).toEqual({ allowance: '5000000' })
  })

  it('approves the largest uint256 when no amount is given', async () => {
    const built = await get('/v1/convert/build-approve', { userAddress: userOf(3).caip, from: FOY, to: FUSD })
    expect((built.body.tx as { data: string }).data).toMatch(/f{64}$/)
  })

  it('refuses to build an approval of the native coin', async () => {
    const answer = await get('/v1/convert/build-approve', { userAddress: userOf(3).caip, from: NATIVE, to: FUSD })
    expect(answer.body.error).toMatchObject({ code: 'INVALID_REQUEST', issues: [{ path: ['from'] }] })
  })
})

describe('POST /v1/convert/build-transaction', () => {
  it('builds an ether-for-fUSD swap that, sent, pays the quote and at least the quote less 1 % slippage', async () => {
    const user = userOf(4)
    const amount = parseEther('2').toString()
    const quote = await quoteOf({ amount, userAddress: user.caip, from: NATIVE, to: FUSD })
    const built = await post('/v1/convert/build-transaction', {
      projectId: 'demo',
      userAddress: user.caip,
      from: NATIVE,
      to: FUSD,
      amount,
      eip155: { slippage: '1' },
    })
    expect(built.status, JSON.stringify(built.body)).toBe(200)
    const tx = built.body.tx as BuildTransactionResponse['tx']
    expect(tx).toMatchObject({ from: user.account.address, to: DEVNET_SWAP_CONTRACTS.routerAddress, value: amount })
    expect(BigInt(tx.eip155.gas!)).toBeGreaterThan(21_000n)
    const before = await balanceOf(FOYER_USD.address, user.account.address)
    await send(4, tx)
    const received = (await balanceOf(FOYER_USD.address, user.account.address)) - before
    expect(received).toBe(BigInt(quote.toAmount))
  })

  it('builds a fUSD-for-FOY swap after the built approval, paying at least the quote less the slippage', async () => {
    const user = userOf(5)
    const amount = '250000000'
    const approve = await get('/v1/convert/build-approve', { userAddress: user.caip, from: FUSD, to: FOY, amount })
    await send(5, approve.body.tx as BuildTransactionResponse['tx'])
    const quote = await quoteOf({ amount, userAddress: user.caip, from: FUSD, to: FOY })
    const built = await post('/v1/convert/build-transaction', {
      userAddress: user.caip,
      from: FUSD,
      to: FOY,
      amount,
      eip155: { slippage: '0.5' },
    })
    expect(built.status, JSON.stringify(built.body)).toBe(200)
    const before = await balanceOf(FOYER_TOKEN.address, user.account.address)
    await send(5, built.body.tx as BuildTransactionResponse['tx'])
    const received = (await balanceOf(FOYER_TOKEN.address, user.account.address)) - before
    expect(received).toBeGreaterThanOrEqual((BigInt(quote.toAmount) * 995n) / 1000n)
    expect(received).toBeLessThanOrEqual(BigInt(quote.toAmount))
  })

  it("builds a two-pair swap with gas for both pairs' first price writes when it lands seconds after its estimate", async () => {
    // Ether sold for fUSD makes fUSD → WETH → FOY beat the direct fUSD/FOY pair.
    const seller = userOf(8)
    const sale = { userAddress: seller.caip, from: NATIVE, to: FUSD, amount: parseEther('20').toString() }
    await send(8, (await post('/v1/convert/build-transaction', sale)).body.tx as BuildTransactionResponse['tx'])
    const user = userOf(9)
    const amount = '250000000'
    const approve = await get('/v1/convert/build-approve', { userAddress: user.caip, from: FUSD, to: FOY, amount })
    await send(9, approve.body.tx as BuildTransactionResponse['tx'])
    const quote = await quoteOf({ amount, userAddress: user.caip, from: FUSD, to: FOY })
    expect(quote.route).toEqual([FUSD, `eip155:31337:${WETH9_ADDRESS}`, FOY])
    // Both pairs as right after their first deposit, made in the second the estimate sees: no price written yet.
    const estimatedAt = (await client().getBlock()).timestamp + 100n
    for (const pool of DEVNET_POOLS.filter(({ tokenA }) => tokenA === WETH9_ADDRESS)) {
      await pinPairAsFirstDeposit(devnet.chains[0]!.rpcUrl, pool.pair, estimatedAt)
    }
    await testClient().setNextBlockTimestamp({ timestamp: estimatedAt })
    const built = await post('/v1/convert/build-transaction', { userAddress: user.caip, from: FUSD, to: FOY, amount })
    expect(built.status, JSON.stringify(built.body)).toBe(200)
    await testClient().setNextBlockTimestamp({ timestamp: estimatedAt + 5n })
    const before = await balanceOf(FOYER_TOKEN.address, user.account.address)
    await send(9, built.body.tx as BuildTransactionResponse['tx'])
    const received = (await balanceOf(FOYER_TOKEN.address, user.account.address)) - before
    expect(received).toBe(BigInt(quote.toAmount))
  })

  it('builds a FOY-for-ether swap (swapExactTokensForETH) that pays ether', async () => {
    const user = userOf(6)
    const amount = (10n * 10n ** 18n).toString()
    const approve = await get('/v1/convert/build-approve', { userAddress: user.caip, from: FOY, to: NATIVE, amount })
    await send(6, approve.body.tx as BuildTransactionResponse['tx'])
    const built = await post('/v1/convert/build-transaction', { userAddress: user.caip, from: FOY, to: NATIVE, amount })
    expect(built.status, JSON.stringify(built.body)).toBe(200)
    const before = await balanceOf(FOYER_TOKEN.address, user.account.address)
    await send(6, built.body.tx as BuildTransactionResponse['tx'])
    expect(before - (await balanceOf(FOYER_TOKEN.address, user.account.address))).toBe(BigInt(amount))
  })

  it('refuses with 400 SWAP_WOULD_FAIL when the estimate shows the swap reverting (no approval yet)', async () => {
    const body = { userAddress: userOf(7).caip, from: FOY, to: FUSD, amount: '1000000000000000000' }
    const answer = await post('/v1/convert/build-transaction', body)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toMatchObject({
      code: 'SWAP_WOULD_FAIL',
      message: expect.stringMatching(/^The swap would fail: /),
    })
  })

  it('builds without a gas estimate when disableEstimate is true', async () => {
    const body = {
      userAddress: userOf(7).caip,
      from: FOY,
      to: FUSD,
      amount: '1000000000000000000',
      disableEstimate: true,
    }
    const answer = await post('/v1/convert/build-transaction', body)
    expect(answer.status).toBe(200)
    const { eip155 } = answer.body.tx as BuildTransactionResponse['tx']
    expect(eip155.gas).toBeUndefined()
    expect(BigInt(eip155.gasPrice)).toBeGreaterThan(0n)
  })

  it('refuses a slippage outside 0 to 50 percent and a body that is not JSON', async () => {
    const body = { userAddress: userOf(7).caip, from: NATIVE, to: FUSD, amount: '1000' }
    for (const slippage of ['51', '-1', 'lots']) {
      const answer = await post('/v1/convert/build-transaction', { ...body, eip155: { slippage } })
      expect(answer.body.error).toMatchObject({ code: 'INVALID_REQUEST', issues: [{ path: ['eip155', 'slippage'] }] })
    }
    const response = await app.request('/v1/convert/build-transaction', { method: 'POST', body: '{' })
    expect(response.status).toBe(400)
  })
})
