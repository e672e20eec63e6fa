import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'
import { describe, expect, it, vi } from 'vitest'
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

  it('names the client by the did:key of RFC 8032’s first test key', () => {
    expect(clientIdOf('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60')).toBe(
      'did:key:z6MktwupdmLXVVqTzCw4i46r4uGyosGXRnR3XjN4Zq7oMMsw',
    )
  })

  it('builds the base point’s table once, with a 4-bit window, on first use', async () => {
    vi.resetModules()
    const { ed25519 } = await import('@noble/curves/ed25519')
    const precompute = vi.spyOn(ed25519.utils, 'precompute')
    const fresh = await import('./relayJwt.ts')
    expect(precompute).not.toHaveBeenCalled()
    const seed = fresh.generateClientSeed()
    fresh.clientIdOf(seed)
    fresh.signRelayJwt(seed, 'ws://127.0.0.1:1', Date.now(), 60)
    expect(precompute.mock.calls).toEqual([[4]])
  })
})
