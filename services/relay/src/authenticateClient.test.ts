import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { authenticateClient } from './authenticateClient.ts'

const url = (jwt: string) => `/?auth=${jwt}&ua=wc-2%2Fjs-2.25.0&projectId=foyer`

describe('authenticateClient', () => {
  it('accepts a relay-auth JWT and names the client by its did:key issuer', async () => {
    const jwt = await signJWT('sub', 'ws://127.0.0.1:1', 86_400, generateKeyPair())
    const auth = await authenticateClient(url(jwt), Date.now(), true)
    expect(auth.ok && auth.clientId).toMatch(/^did:key:z6Mk/)
  })

  it('refuses a missing, malformed, tampered or expired JWT', async () => {
    const keyPair = generateKeyPair()
    const jwt = await signJWT('sub', 'aud', 60, keyPair, 1_000)
    const [header, payload, signature] = jwt.split('.')
    const otherSignature = (await signJWT('sub', 'aud', 60, generateKeyPair(), 1_000)).split('.')[2]
    expect(await authenticateClient('/', 0, true)).toEqual({ ok: false, reason: 'Missing auth' })
    expect(await authenticateClient(url('not-a-jwt'), 0, true)).toEqual({ ok: false, reason: 'Malformed auth' })
    expect(await authenticateClient(url(`${header}.${payload}.${otherSignature}`), 0, true)).toEqual({
      ok: false,
      reason: 'Invalid auth signature',
    })
    expect(await authenticateClient(url(`${header}.${payload}.${signature}`), 1_000_000, true)).toMatchObject({
      ok: true,
    })
    expect(await authenticateClient(url(jwt), 1_060_000, true)).toEqual({ ok: false, reason: 'Expired auth' })
  })

  it('lets any client in when verification is off, keeping the JWT issuer when there is one', async () => {
    const jwt = await signJWT('sub', 'aud', 60, generateKeyPair(), 1_000)
    expect(await authenticateClient('/', 0, false)).toMatchObject({
      ok: true,
      clientId: expect.stringMatching(/^anonymous:/),
    })
    expect(await authenticateClient(url(jwt), 9e12, false)).toMatchObject({
      ok: true,
      clientId: expect.stringMatching(/^did:key:/),
    })
  })
})
