import { randomBytes } from 'node:crypto'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type ApiServer, createMemoryLogger, startApiServer } from '@foyer/api'
import { type Devnet, startDevnet } from '@foyer/devnet'
import { type MailSink, startMailSink } from '@foyer/mail-sink'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SecureSite, startSecureSite } from '../../server.ts'
import type { DeviceShareStore } from '../custody/deviceShareStore.ts'
import { createChainRpc } from './chainRpc.ts'
import { createEmbeddedApi } from './embeddedApi.ts'
import { approvalVisitor, testFrameContext } from './frameContext.testing.ts'
import { frameHandlers } from './frameHandlers.ts'
import { createFrameStorage } from './frameStorage.ts'
import type { RecoveryPrompt } from './recoveryPrompt.ts'

// The frame's handlers against the real API behind the real secure-site server, codes read from a real SMTP sink.
const PROJECT = 'frame-over-api'
const DAPP = 'http://127.0.0.1:4173'
const CHEAP_KDF = { name: 'argon2id', t: 1, m: 8 * 1024, p: 1 } as const
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36'

let sink: MailSink
let devnet: Devnet
let api: ApiServer
let site: SecureSite

beforeAll(async () => {
  sink = await startMailSink()
  devnet = await startDevnet({ ports: [0, 0] })
  api = await startApiServer({
    port: 0,
    chains: devnet.chains,
    log: createMemoryLogger(),
    mail: { smtpUrl: sink.smtpUrl, from: 'Foyer <no-reply@foyer.test>' },
    embedded: {
      secureSiteOrigin: 'http://127.0.0.1:1',
      kek: randomBytes(32).toString('base64'),
      otpKey: randomBytes(32).toString('hex'),
    },
  })
  await api.upsertProject({ id: PROJECT, name: 'Frame over API', tier: 'pro', allowedOrigins: [DAPP] })
  const distDir = await mkdtemp(join(tmpdir(), 'foyer-secure-site-'))
  await writeFile(join(distDir, 'frame.html'), '<html><head></head></html>')
  site = await startSecureSite({ port: 0, apiUrl: api.url, distDir })
  // The API answers the secure site's origin, which is known only once it listens.
  if (api.deps.config.embedded) api.deps.config.embedded.secureSiteOrigin = site.origin
})
afterAll(async () => {
  await site?.stop()
  await api?.stop()
  await devnet?.stop()
  await sink?.stop()
})

/** One browser: its frame storage and device shares, the visitor typing `password` when asked. */
function browser(password: string) {
  const shares = new Map<string, Uint8Array>()
  const deviceShares: DeviceShareStore = {
    load: async (id) => shares.get(id)?.slice(),
    save: async (id, share) => void shares.set(id, share.slice()),
    clear: async () => shares.clear(),
  }
  const storage = createFrameStorage(PROJECT, undefined, Date.now)
  return { deviceShares, storage, password }
}

/** A frame page in `browser`: the real handlers, calling the API as the browser would (same-origin, with Origin). */
function framePage(at: ReturnType<typeof browser>, ...approvals: ('approve' | 'reject')[]) {
  const recovery: RecoveryPrompt & { asked: string[] } = {
    asked: [],
    async ask(purpose, submit) {
      recovery.asked.push(purpose)
      await submit(at.password)
    },
  }
  // A same-origin POST from the page carries its Origin, as a browser sends it.
  const sameOrigin: typeof fetch = (url, init) =>
    fetch(url, { ...init, headers: { ...init?.headers, origin: site.origin } })
  const { context } = testFrameContext({
    api: createEmbeddedApi({ origin: site.origin, projectId: PROJECT, token: at.storage.token, fetch: sameOrigin }),
    rpc: (chainId) => createChainRpc({ origin: site.origin, projectId: PROJECT, chainId, fetch: sameOrigin }),
    storage: at.storage,
    deviceShares: at.deviceShares,
    recovery,
    approval: approvalVisitor(...approvals).prompt,
    recoveryKdf: CHEAP_KDF,
  })
  const handlers = frameHandlers(context, { userAgent: UA, root: { dataset: {} }, reload: () => {} })
  return { handlers, recovery, context }
}

async function logIn(page: ReturnType<typeof framePage>, email: string) {
  const after = Date.now()
  expect(await page.handlers.CONNECT_EMAIL({ email }, 'a')).toEqual({ action: 'VERIFY_OTP' })
  const mail = await sink.waitForMail({ to: email, after })
  const otp = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? ''
  return page.handlers.CONNECT_OTP({ otp }, 'b')
}

describe('the frame over the real API', () => {
  it('logs in with the mailed code, creates the wallet on GET_USER, and is connected', async () => {
    const page = framePage(browser('a long recovery password'))
    expect(await logIn(page, 'ada@example.test')).toEqual({ action: 'CONNECTED' })
    const user = await page.handlers.GET_USER({}, 'c')
    expect(page.recovery.asked).toEqual(['create-recovery'])
    expect(user.email).toBe('ada@example.test')
    expect(user.accounts?.map((account) => account.namespace)).toEqual(['eip155', 'solana'])
    expect(await page.handlers.IS_CONNECTED({}, 'd')).toEqual({ isConnected: true })
  })

  it('comes back after a reload with the same wallet, from the device share, asking nothing', async () => {
    const visitor = browser('a long recovery password')
    const first = framePage(visitor)
    await logIn(first, 'grace@example.test')
    const created = await first.handlers.GET_USER({}, 'c')
    const reloaded = framePage(visitor)
    expect(await reloaded.handlers.GET_USER({}, 'c')).toEqual(created)
    expect(reloaded.recovery.asked).toEqual([])
  })

  it('signs out: the token is revoked on the API and the keys are gone', async () => {
    const visitor = browser('a long recovery password')
    const page = framePage(visitor)
    await logIn(page, 'linus@example.test')
    await page.handlers.GET_USER({}, 'c')
    const token = visitor.storage.token()
    await page.handlers.SIGN_OUT({}, 'e')
    expect(page.context.state.wallet).toBeUndefined()
    expect(await page.handlers.IS_CONNECTED({}, 'f')).toEqual({ isConnected: false })
    const session = await fetch(`${site.url}/api/v1/embedded/session?projectId=${PROJECT}&st=t&sv=1`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(session.status).toBe(401)
  })

  it('on a second browser waits for the mailed device link, then opens the same wallet with the recovery password', async () => {
    const email = 'katherine@example.test'
    const first = framePage(browser('a long recovery password'))
    await logIn(first, email)
    const created = await first.handlers.GET_USER({}, 'c')
    const second = framePage(browser('a long recovery password'))
    // The second browser signs in past the address's 30 s cooldown: the API's own clock is moved on.
    const now = api.deps.now
    api.deps.now = () => now() + 31_000
    const mailedAfter = Date.now()
    try {
      expect(await logIn(second, email)).toEqual({ action: 'VERIFY_DEVICE' })
    } finally {
      api.deps.now = now
    }
    const waiting = second.handlers.CONNECT_DEVICE({}, 'd')
    const deviceMail = () =>
      sink
        .messages()
        .find((mail) => mail.receivedAt >= mailedAfter && mail.to.includes(email) && /approve/i.test(mail.text))
    await expect.poll(deviceMail).toBeDefined()
    const link = /https?:\/\/\S+approve\S+/.exec(deviceMail()?.text ?? '')?.[0]
    // The visitor follows the link and presses "Approve this device" (the page's form posts to itself).
    expect((await fetch(link ?? '', { method: 'POST' })).status).toBe(200)
    expect(await waiting).toEqual({})
    const recovered = await second.handlers.GET_USER({}, 'e')
    expect(second.recovery.asked).toEqual(['enter-recovery'])
    expect(recovered.accounts).toEqual(created.accounts)
  })

  it("reads the chain and sends an approved transaction through the API's RPC proxy", async () => {
    const page = framePage(browser('a long recovery password'), 'approve')
    await logIn(page, 'hedy@example.test')
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
    const hash = sent.result as string
    await expect
      .poll(async () => {
        const receipt = await page.handlers.RPC_REQUEST(
          { method: 'eth_getTransactionReceipt', params: [hash] },
          crypto.randomUUID(),
        )
        return (receipt.result as { status?: string } | null)?.status
      })
      .toBe('0x1')
  })

  it("answers the API's cooldown text when a code is asked again within 30 s", async () => {
    const page = framePage(browser('a long recovery password'))
    await page.handlers.CONNECT_EMAIL({ email: 'barbara@example.test' }, 'a')
    await expect(page.handlers.CONNECT_EMAIL({ email: 'barbara@example.test' }, 'b')).rejects.toThrow(
      /^Please try again after \d+ seconds$/,
    )
  })
})
