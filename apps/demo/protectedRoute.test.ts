import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type ApiServer, startApiServer } from '@foyer/api'
import { type Devnet, startDevnet } from '@foyer/devnet'
import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { formatSiwxMessage } from '@foyer/protocol'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleProtectedRoute } from './protectedRoute.ts'

// The demo's own server route, in front of the real API: it answers only for a session the API vouches for.
const visitor = privateKeyToAccount(DEVNET_ACCOUNTS[6]!.privateKey)
const PROJECT = 'demo-protected-route'
const SITE = 'http://127.0.0.1:4173'
const quiet = { info() {}, warn() {}, error() {} }

let devnet: Devnet
let api: ApiServer
let route: Server
let routeUrl: string

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0], contracts: false })
  api = await startApiServer({ chains: devnet.chains, log: quiet })
  await api.upsertProject({ id: PROJECT, name: 'Demo', tier: 'pro', allowedOrigins: [SITE] })
  route = createServer((request, response) => {
    void handleProtectedRoute(request, response, { apiUrl: api.url, projectId: PROJECT })
  })
  await new Promise<void>((resolve) => route.listen(0, '127.0.0.1', resolve))
  routeUrl = `http://127.0.0.1:${(route.address() as AddressInfo).port}/demo-api/me`
})
afterAll(async () => {
  await new Promise((resolve) => route?.close(resolve))
  await api?.stop()
  await devnet?.stop()
})

const apiCall = (path: string, init: RequestInit = {}) =>
  fetch(`${api.url}${path}?projectId=${PROJECT}&st=test&sv=1`, {
    ...init,
    headers: { origin: SITE, 'content-type': 'application/json', ...init.headers },
  })

/** Signs in as the visitor through the API, as the modal does, and returns the session cookie. */
async function signIn(): Promise<string> {
  const { nonce } = (await (await apiCall('/v1/sessions/nonces', { method: 'POST', body: '{}' })).json()) as {
    nonce: string
  }
  const data = {
    accountAddress: visitor.address,
    chainId: 'eip155:31337',
    domain: new URL(SITE).host,
    uri: SITE,
    version: '1',
    nonce,
    issuedAt: new Date().toISOString(),
  }
  const message = formatSiwxMessage(data)
  const signature = await visitor.signMessage({ message })
  const created = await apiCall('/v1/sessions', { method: 'POST', body: JSON.stringify({ data, message, signature }) })
  expect(created.status).toBe(201)
  const cookie = created.headers.get('set-cookie') ?? ''
  return cookie.split(';')[0] ?? ''
}

const me = (headers: Record<string, string> = {}) => fetch(routeUrl, { headers })

describe('GET /demo-api/me', () => {
  it('refuses a visitor without a session', async () => {
    const answer = await me()
    expect(answer.status).toBe(401)
    expect(await answer.json()).toEqual({ error: 'Sign in with your wallet first' })
  })

  it('refuses a made-up session cookie, whatever it claims', async () => {
    const answer = await me({ cookie: 'foyer_session=I-am-0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    expect(answer.status).toBe(401)
    expect(await answer.json()).toEqual({ error: 'No such session' })
  })

  it('answers for a verified session, and stops once it is revoked', async () => {
    const cookie = await signIn()
    const answer = await me({ cookie })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({
      address: visitor.address,
      chainId: 'eip155:31337',
      account: `eip155:31337:${visitor.address}`,
    })

    const id = cookie.split('=')[1] ?? ''
    const revoked = await apiCall(`/v1/sessions/${id}/revoke`, {
      method: 'POST',
      body: '{}',
      headers: { authorization: `Bearer ${id}` },
    })
    expect(revoked.status).toBe(200)
    const after = await me({ cookie })
    expect(after.status).toBe(401)
    expect(await after.json()).toEqual({ error: 'This session was revoked' })
  })

  it('says the API is unreachable instead of trusting anyone when it is down', async () => {
    const down = createServer((request, response) => {
      void handleProtectedRoute(request, response, { apiUrl: 'http://127.0.0.1:9', projectId: PROJECT })
    })
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve))
    const answer = await fetch(`http://127.0.0.1:${(down.address() as AddressInfo).port}/demo-api/me`, {
      headers: { cookie: 'foyer_session=anything' },
    })
    await new Promise((resolve) => down.close(resolve))
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ error: 'The Foyer API is unreachable; try again shortly' })
  })
})
