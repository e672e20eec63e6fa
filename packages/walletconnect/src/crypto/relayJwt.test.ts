import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { clientIdOf, generateClientSeed, signRelayJwt } from './relayJwt.ts'

describe('the relay client JWT', () => {
  it('is an EdDSA JWT that the MIT relay-auth verifier accepts, issued by the client’s did:key', async () => {
    const seed = generateClientSeed()
    const jwt = signRelayJwt(seed, 'ws://127.0.0.1:1', 1_700_000_000_000, 86_400)
    expect(await verifyJWT(jwt)).toBe(true)
    const { header, payload } = decodeJWT(jwt)
    expect(header).toEqual({ alg: 'EdDSA', typ: 'JWT' })
    expect(payload).toMatchObject({ iss: clientIdOf(seed), aud: 'ws://127.0.0.1:1', iat: 1_700_000_000 })
    expect(payload.exp).toBe(1_700_000_000 + 86_400)
    expect(clientIdOf(seed)).toMatch(/^did:key:z6Mk/)
  })

  it('fails verification once a byte of its payload changes', async () => {
    const jwt = signRelayJwt(generateClientSeed(), 'ws://127.0.0.1:1', Date.now(), 60)
    const [header, payload, signature] = jwt.split('.')
    const changed = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    changed.aud = 'ws://elsewhere'
    expect(
      await verifyJWT(`${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`),
    ).toBe(false)
  })
})
