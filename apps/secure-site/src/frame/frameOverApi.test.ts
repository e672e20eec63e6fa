import { type Devnet, startDevnet } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SiteStack, STACK_PROJECT, startSiteStack } from './siteStack.testing.ts'

// The frame's handlers against the real API behind the real secure-site server, codes read from a real SMTP
// sink, chain calls answered by Anvil through the API's RPC proxy.
let devnet: Devnet
let stack: SiteStack

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  stack = await startSiteStack(devnet.chains)
})
afterAll(async () => {
  await stack?.stop()
  await devnet?.stop()
})

describe('the frame over the real API', () => {
  it('logs in with the mailed code, creates the wallet on GET_USER, and is connected', async () => {
    const page = stack.framePage(stack.browser('a long recovery password'))
    expect(await stack.logIn(page, 'ada@example.test')).toEqual({ action: 'CONNECTED' })
    const user = await page.handlers.GET_USER({}, 'c')
    expect(page.recovery.asked).toEqual(['create-recovery'])
    expect(user.email).toBe('ada@example.test')
    expect(user.accounts?.map((account) => account.namespace)).toEqual(['eip155', 'solana'])
    expect(await page.handlers.IS_CONNECTED({}, 'd')).toEqual({ isConnected: true })
  })

  it('answers two GET_USER at once with one wallet and one password screen', async () => {
    const page = stack.framePage(stack.browser('a long recovery password'))
    await stack.logIn(page, 'mary@example.test')
    const [first, second] = await Promise.all([page.handlers.GET_USER({}, 'c'), page.handlers.GET_USER({}, 'd')])
    expect(second).toEqual(first)
    expect(page.recovery.asked).toEqual(['create-recovery'])
  })

  it('comes back after a reload with the same wallet, from the device share, asking nothing', async () => {
    const visitor = stack.browser('a long recovery password')
    const first = stack.framePage(visitor)
    await stack.logIn(first, 'grace@example.test')
    const created = await first.handlers.GET_USER({}, 'c')
    const reloaded = stack.framePage(visitor)
    expect(await reloaded.handlers.GET_USER({}, 'c')).toEqual(created)
    expect(reloaded.recovery.asked).toEqual([])
  })

  it('signs out: the token is revoked on the API and the keys are gone', async () => {
    const visitor = stack.browser('a long recovery password')
    const page = stack.framePage(visitor)
    await stack.logIn(page, 'linus@example.test')
    await page.handlers.GET_USER({}, 'c')
    const token = visitor.storage.token()
    await page.handlers.SIGN_OUT({}, 'e')
    expect(page.context.state.wallet).toBeUndefined()
    expect(await page.handlers.IS_CONNECTED({}, 'f')).toEqual({ isConnected: false })
    const session = await fetch(`${stack.site.url}/api/v1/embedded/session?projectId=${STACK_PROJECT}&st=t&sv=1`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(session.status).toBe(401)
  })

  it('on a second browser waits for the mailed device link, then opens the same wallet with the recovery password', async () => {
    const email = 'katherine@example.test'
    const first = stack.framePage(stack.browser('a long recovery password'))
    await stack.logIn(first, email)
    const created = await first.handlers.GET_USER({}, 'c')
    const second = stack.framePage(stack.browser('a long recovery password'))
    const mailedAfter = Date.now()
    expect(await stack.pastCooldown(() => stack.logIn(second, email))).toEqual({ action: 'VERIFY_DEVICE' })
    const waiting = second.handlers.CONNECT_DEVICE({}, 'd')
    // The visitor follows the link and presses "Approve this device" (the page's form posts to itself).
    expect((await fetch(await stack.deviceLink(email, mailedAfter), { method: 'POST' })).status).toBe(200)
    expect(await waiting).toEqual({})
    const recovered = await second.handlers.GET_USER({}, 'e')
    expect(second.recovery.asked).toEqual(['enter-recovery'])
    expect(recovered.accounts).toEqual(created.accounts)
  })

  it("reads the chain and sends an approved transaction through the API's RPC proxy", async () => {
    const page = stack.framePage(stack.browser('a long recovery password'), 'approve')
    await stack.logIn(page, 'hedy@example.test')
    const { address } = await page.handlers.GET_USER({}, 'c')
    const chain = devnet.chains[0]
    if (!chain) throw new Error('no devnet chain')
    await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [address, '0xde0b6b3a7640000'],
      }),
    })
    await page.handlers.SWITCH_NETWORK({ chainId: chain.chainId }, 'd')
    const balance = await page.handlers.RPC_REQUEST({ method: 'eth_getBalance', params: [address, 'latest'] }, 'e')
    expect(balance).toEqual({ result: '0xde0b6b3a7640000' })
    const sent = await page.handlers.RPC_REQUEST(
      { method: 'eth_sendTransaction', params: [{ from: address, to: devnet.accounts[1]?.address, value: '0x1' }] },
      'f',
    )
    await expect
      .poll(async () => {
        const receipt = await page.handlers.RPC_REQUEST(
          { method: 'eth_getTransactionReceipt', params: [sent.result] },
          crypto.randomUUID(),
        )
        return (receipt.result as { status?: string } | null)?.status
      })
      .toBe('0x1')
  })

  it("answers the API's cooldown text when a code is asked again within 30 s", async () => {
    const page = stack.framePage(stack.browser('a long recovery password'))
    await page.handlers.CONNECT_EMAIL({ email: 'barbara@example.test' }, 'a')
    await expect(page.handlers.CONNECT_EMAIL({ email: 'barbara@example.test' }, 'b')).rejects.toThrow(
      /^Please try again after \d+ seconds$/,
    )
  })
})
