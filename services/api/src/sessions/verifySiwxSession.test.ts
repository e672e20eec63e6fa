import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { formatSiwxMessage, type SiwxMessageData } from '@foyer/protocol'
import { type Address, type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { SignatureVerifier } from './signatureVerifier.ts'
import { type NonceState, type SiwxCheckContext, verifySiwxSession } from './verifySiwxSession.ts'

// The order of the checks, without a node: viem's local ecrecover stands in only for the EOA case it handles.
const alice = privateKeyToAccount(DEVNET_ACCOUNTS[1]!.privateKey)
const NOW = Date.UTC(2026, 10, 15, 12)
const localVerifier: SignatureVerifier = ({ address, message, signature }) =>
  verifyMessage({ address: address as Address, message, signature: signature as Hex })

const data: SiwxMessageData = {
  accountAddress: alice.address,
  chainId: 'eip155:31337',
  domain: 'dapp.example',
  uri: 'https://dapp.example/',
  version: '1',
  nonce: 'Nonce12345678',
  issuedAt: new Date(NOW).toISOString(),
}

function context(nonce: NonceState = 'fresh'): SiwxCheckContext {
  return {
    now: NOW,
    allowedOrigins: ['https://dapp.example'],
    nonceState: async () => nonce,
    verifierFor: (chainId) => (chainId === 'eip155:31337' ? localVerifier : undefined),
  }
}

async function signed(overrides: Partial<SiwxMessageData> = {}) {
  const message = formatSiwxMessage({ ...data, ...overrides })
  return { data: { ...data, ...overrides }, message, signature: await alice.signMessage({ message }) }
}

const codeOf = async (input: Awaited<ReturnType<typeof signed>>, ctx = context()) => {
  const verdict = await verifySiwxSession(input, ctx)
  return verdict.ok ? 'OK' : verdict.failure.code
}

describe('verifySiwxSession', () => {
  it('accepts a good message and names the account in CAIP-10', async () => {
    expect(await verifySiwxSession(await signed(), context())).toEqual({
      ok: true,
      data,
      account: `eip155:31337:${alice.address}`,
    })
  })

  it('answers the first failing check: message, domain, uri, nonce, time, network, signature', async () => {
    // Every fault at once, then each one mended in order, so each check shows up exactly when it is first.
    const faults: Partial<SiwxMessageData> = {
      domain: 'evil.example',
      uri: 'https://elsewhere.example/',
      expirationTime: new Date(NOW - 1).toISOString(),
      chainId: 'eip155:1',
    }
    const allBad = await signed(faults)
    expect(await codeOf({ ...allBad, data: { ...allBad.data, version: '2' } }, context('used'))).toBe('INVALID_MESSAGE')
    expect(await codeOf(allBad, context('used'))).toBe('DOMAIN_MISMATCH')
    const { domain: _domain, ...rest1 } = faults
    expect(await codeOf(await signed(rest1), context('used'))).toBe('URI_MISMATCH')
    const { uri: _uri, ...rest2 } = rest1
    expect(await codeOf(await signed(rest2), context('used'))).toBe('NONCE_USED')
    expect(await codeOf(await signed(rest2))).toBe('MESSAGE_EXPIRED')
    const { expirationTime: _expiration, ...rest3 } = rest2
    expect(await codeOf(await signed(rest3))).toBe('UNSUPPORTED_CHAIN')
    const good = await signed()
    expect(await codeOf({ ...good, signature: await alice.signMessage({ message: 'other' }) })).toBe(
      'INVALID_SIGNATURE',
    )
  })

  it('refuses a request Origin that is another allowed site than the message names', async () => {
    const ctx = { ...context(), allowedOrigins: ['https://dapp.example', 'https://other.example'] }
    expect(await codeOf(await signed(), { ...ctx, requestOrigin: 'https://other.example' })).toBe('DOMAIN_MISMATCH')
    expect(await codeOf(await signed(), { ...ctx, requestOrigin: 'https://dapp.example' })).toBe('OK')
  })

  it('refuses a signature that is not hex before asking any verifier', async () => {
    let asked = false
    const ctx = {
      ...context(),
      verifierFor: () => async () => {
        asked = true
        return true
      },
    }
    expect(await codeOf({ ...(await signed()), signature: 'c2lnbmF0dXJl' as `0x${string}` }, ctx)).toBe(
      'INVALID_SIGNATURE',
    )
    expect(asked).toBe(false)
  })
})
