import { type Devnet, startDevnet } from '@foyer/devnet'
import { approveChannel, type FarcasterRelay, startFarcasterRelay } from '@foyer/farcaster-relay'
import { FARCASTER_FAILED, FARCASTER_URL_EXPIRED } from '@foyer/protocol'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SiteStack, startSiteStack } from '../siteStack.testing.ts'

// The frame's Farcaster login against the real API behind the real secure-site server, the relay stand-in
// playing Farcaster's relay and the visitor's Farcaster app.
let devnet: Devnet
let relay: FarcasterRelay
let stack: SiteStack
/** The relay's clock: moved forward, every channel it holds expires. */
let relayAhead = 0

beforeAll(async () => {
  ;[devnet, relay] = await Promise.all([
    startDevnet({ ports: [0, 0], contracts: false }),
    startFarcasterRelay({ now: () => Date.now() + relayAhead }),
  ])
  stack = await startSiteStack(devnet.chains)
  const embedded = stack.api.deps.config.embedded
  if (!embedded) throw new Error('the site stack has no embedded wallet')
  embedded.farcaster = {
    relayUrl: relay.url,
    fidSource: { kind: 'lookup', url: relay.url },
    signatureRpcUrl: devnet.chains[0]?.rpcUrl ?? '',
    pollMs: 20,
  }
})
afterAll(async () => {
  await stack?.stop()
  await Promise.all([relay?.stop(), devnet?.stop()])
})

let fid = 40_000
/** A Farcaster account of its own per test, and its phone approving a URL. */
function farcasterUser() {
  const account = privateKeyToAccount(generatePrivateKey())
  const user = { fid: ++fid, custody: account.address, username: `caster${fid}` }
  relay.register(user)
  const approve = (url: string, signer = account) =>
    approveChannel({ relayUrl: relay.url, authKey: relay.authKey, url, ...user, account: signer })
  return { ...user, approve }
}

type Page = ReturnType<SiteStack['framePage']>
/** GET_FARCASTER_URI, the phone approves, CONNECT_FARCASTER's answer. */
async function logIn(page: Page, user: ReturnType<typeof farcasterUser>) {
  const { url } = await page.handlers.GET_FARCASTER_URI({}, crypto.randomUUID())
  const connecting = page.handlers.CONNECT_FARCASTER({}, crypto.randomUUID())
  await user.approve(url)
  return connecting
}

describe('the frame Farcaster login', () => {
  it('answers GET_FARCASTER_URI with the connect URL of a channel on the relay', async () => {
    const page = stack.framePage(stack.browser('a long recovery password'))
    const { url } = await page.handlers.GET_FARCASTER_URI({}, 'a')
    expect(new URL(url).searchParams.get('channelToken')).toMatch(/^[0-9a-f]{32}$/)
  })

  it('shows the same URL again while its channel lives', async () => {
    const page = stack.framePage(stack.browser('a long recovery password'))
    const first = await page.handlers.GET_FARCASTER_URI({}, 'a')
    expect(await page.handlers.GET_FARCASTER_URI({}, 'b')).toEqual(first)
  })

  it('answers CONNECT_FARCASTER with the username once the Farcaster app approves', async () => {
    const user = farcasterUser()
    const page = stack.framePage(stack.browser('a long recovery password'))
    expect(await logIn(page, user)).toEqual({ userName: user.username })
  })

  it('creates the wallet on GET_USER after a first login, behind the recovery-password screen', async () => {
    const page = stack.framePage(stack.browser('a long recovery password'))
    await logIn(page, farcasterUser())
    await page.handlers.GET_USER({}, 'c')
    expect(page.recovery.asked).toEqual(['create-recovery'])
  })

  it('comes back after a reload from the device share with the username, asking nothing', async () => {
    const user = farcasterUser()
    const visitor = stack.browser('a long recovery password')
    const first = stack.framePage(visitor)
    await logIn(first, user)
    const created = await first.handlers.GET_USER({}, 'c')
    const reloaded = stack.framePage(visitor)
    expect([await reloaded.handlers.GET_USER({}, 'c'), reloaded.recovery.asked]).toEqual([
      { ...created, userName: user.username },
      [],
    ])
  })

  it('asks for the recovery password on a new device and rebuilds the same wallet', async () => {
    const user = farcasterUser()
    const first = stack.framePage(stack.browser('a long recovery password'))
    await logIn(first, user)
    const created = await first.handlers.GET_USER({}, 'c')
    const other = stack.framePage(stack.browser('a long recovery password'))
    await logIn(other, user)
    expect([(await other.handlers.GET_USER({}, 'c')).address, other.recovery.asked]).toEqual([
      created.address,
      ['enter-recovery'],
    ])
  })

  it("says 'Failed to connect to farcaster' when the signature is not the fid's custody", async () => {
    const user = farcasterUser()
    const page = stack.framePage(stack.browser('a long recovery password'))
    const { url } = await page.handlers.GET_FARCASTER_URI({}, 'a')
    const connecting = page.handlers.CONNECT_FARCASTER({}, 'b')
    await user.approve(url, privateKeyToAccount(generatePrivateKey()))
    await expect(connecting).rejects.toThrow(FARCASTER_FAILED)
  })

  it('asks for a new URL when the channel expires while it waits', async () => {
    const page = stack.framePage(stack.browser('a long recovery password'))
    await page.handlers.GET_FARCASTER_URI({}, 'a')
    const connecting = page.handlers.CONNECT_FARCASTER({}, 'b')
    relayAhead = 10 * 60_000
    try {
      await expect(connecting).rejects.toThrow(FARCASTER_URL_EXPIRED)
    } finally {
      relayAhead = 0
    }
  })

  it('asks for a new URL when CONNECT_FARCASTER comes before any', async () => {
    const page = stack.framePage(stack.browser('a long recovery password'))
    await expect(page.handlers.CONNECT_FARCASTER({}, 'a')).rejects.toThrow(FARCASTER_URL_EXPIRED)
  })
})

describe('a CONNECT_FARCASTER asked again (the app waited 120 s)', () => {
  it('stops the older wait, so only the newest answers the login', async () => {
    const user = farcasterUser()
    const page = stack.framePage(stack.browser('a long recovery password'))
    const { url } = await page.handlers.GET_FARCASTER_URI({}, 'a')
    const older = page.handlers.CONNECT_FARCASTER({}, 'b')
    older.catch(() => undefined)
    const newer = page.handlers.CONNECT_FARCASTER({}, 'c')
    await user.approve(url)
    expect([await newer, await older.catch((error: Error) => error.message)]).toEqual([
      { userName: user.username },
      'Request was aborted',
    ])
  })
})
