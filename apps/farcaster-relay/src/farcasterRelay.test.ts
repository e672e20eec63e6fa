import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { approveChannel } from './farcasterApp.ts'
import { type FarcasterRelay, startFarcasterRelay } from './farcasterRelay.ts'

let relay: FarcasterRelay
beforeEach(async () => {
  relay = await startFarcasterRelay()
})
afterEach(() => relay.stop())

const appClient = () => createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: relay.url }) })
const channelArgs = { siweUri: 'https://secure.example', domain: 'secure.example', nonce: 'abcdef123456' }

describe('the Farcaster relay stand-in', () => {
  it('opens a channel for @farcaster/auth-client with the nonce the app chose', async () => {
    const { data } = await appClient().createChannel(channelArgs)
    expect(data.nonce).toBe('abcdef123456')
  })

  it('puts the channel token, nonce and domain in the connect URL the phone scans', async () => {
    const { data } = await appClient().createChannel(channelArgs)
    const params = new URL(data.url).searchParams
    expect([params.get('channelToken'), params.get('nonce'), params.get('domain')]).toEqual([
      data.channelToken,
      'abcdef123456',
      'secure.example',
    ])
  })

  it('answers a pending channel with 202 until the Farcaster app approves it', async () => {
    const { data } = await appClient().createChannel(channelArgs)
    const { response } = await appClient().status({ channelToken: data.channelToken })
    expect(response.status).toBe(202)
  })

  it('completes the channel with the signed message when the Farcaster app approves it', async () => {
    const client = appClient()
    const { data } = await client.createChannel(channelArgs)
    await approveChannel({
      relayUrl: relay.url,
      authKey: relay.authKey,
      url: data.url,
      fid: relay.testUser.fid,
      username: relay.testUser.username,
      account: privateKeyToAccount(generatePrivateKey()),
    })
    const { data: status } = await client.watchStatus({ channelToken: data.channelToken, interval: 50 })
    expect([status.state, status.fid, status.username]).toEqual(['completed', 20_001, 'foyer-tester'])
  })

  it('refuses an approval without the relay key', async () => {
    const { data } = await appClient().createChannel(channelArgs)
    const approving = approveChannel({
      relayUrl: relay.url,
      authKey: 'wrong',
      url: data.url,
      fid: 1,
      username: 'x',
      account: privateKeyToAccount(generatePrivateKey()),
    })
    await expect(approving).rejects.toThrow('HTTP 401')
  })

  it('approves as the registered test user through POST /test/approve', async () => {
    const { data } = await appClient().createChannel(channelArgs)
    await fetch(`${relay.url}/test/approve`, {
      method: 'POST',
      body: JSON.stringify({ channelToken: data.channelToken, fid: relay.testUser.fid }),
    })
    const { data: status } = await appClient().status({ channelToken: data.channelToken })
    expect(status.custody).toBe(relay.testUser.custody)
  })

  it('forgets a channel once its expiration time has passed', async () => {
    const { data } = await appClient().createChannel({
      ...channelArgs,
      expirationTime: new Date(Date.now() - 1000).toISOString(),
    })
    const { response } = await appClient().status({ channelToken: data.channelToken })
    expect(response.status).toBe(401)
  })

  it('looks up the fid of a custody address as the Id Registry does', async () => {
    const answer = await fetch(`${relay.url}/v1/fid-of/${relay.testUser.custody}`)
    expect(await answer.json()).toEqual({ fid: 20_001 })
  })

  it('answers fid 0 for an address that holds none', async () => {
    const answer = await fetch(`${relay.url}/v1/fid-of/0x${'1'.repeat(40)}`)
    expect(await answer.json()).toEqual({ fid: 0 })
  })

  it('refuses a channel request without a domain', async () => {
    const answer = await fetch(`${relay.url}/v1/channel`, {
      method: 'POST',
      body: JSON.stringify({ siweUri: 'https://secure.example' }),
    })
    expect(answer.status).toBe(400)
  })
})

describe('the stand-in test users', () => {
  it('registers a fresh user with POST /test/users that POST /test/approve can sign for', async () => {
    const created = await fetch(`${relay.url}/test/users`, {
      method: 'POST',
      body: JSON.stringify({ username: 'bob' }),
    })
    const user = (await created.json()) as { fid: number }
    const { data } = await appClient().createChannel(channelArgs)
    await fetch(`${relay.url}/test/approve`, {
      method: 'POST',
      body: JSON.stringify({ channelToken: data.channelToken, fid: user.fid }),
    })
    const { data: status } = await appClient().status({ channelToken: data.channelToken })
    expect([status.fid, status.username]).toEqual([user.fid, 'bob'])
  })
})

describe('the connect URL as a page (trying the local stack by hand)', () => {
  it('offers to sign in as the test user for the site that asks', async () => {
    const { data } = await appClient().createChannel(channelArgs)
    const page = await (await fetch(data.url)).text()
    expect(page).toContain('Sign in as @foyer-tester')
  })

  it('approves the channel as the test user when its button is pressed', async () => {
    const { data } = await appClient().createChannel(channelArgs)
    await fetch(`${relay.url}/~/siwf/approve`, {
      method: 'POST',
      body: new URLSearchParams({ channelToken: data.channelToken }),
      redirect: 'manual',
    })
    const { data: status } = await appClient().status({ channelToken: data.channelToken })
    expect([status.state, status.custody]).toEqual(['completed', relay.testUser.custody])
  })

  it('escapes what the site asking put in its domain', async () => {
    const { data } = await appClient().createChannel({ ...channelArgs, domain: '<script>x</script>' })
    const page = await (await fetch(data.url)).text()
    expect(page).not.toContain('<script>x')
  })
})
