import { formatSiwxMessage, type Network, type SiwxSession } from '@foyer/core'
import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_CAIP_ID } from '@foyer/devnet/solana/accounts'
import { createMemoryStorage } from '@foyer/test-wallets'
import { createSolanaDevWallet } from '@foyer/test-wallets/solana'
import { ed25519 } from '@noble/curves/ed25519'
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeBase58, encodeBase58 } from '../base58.ts'
import { buildSolanaAdapter } from '../buildSolanaAdapter.ts'
import { solanaTestNetwork } from '../solanaTestNetwork.testing.ts'
import { createSolanaSiwxVerifier } from './solanaSiwxVerifier.ts'

vi.stubGlobal('window', new EventTarget())

// Signing needs no node: the Dev Wallet signs messages locally, and the verifier reads no chain.
const network: Network = solanaTestNetwork('http://127.0.0.1:1', SOLANA_DEVNET_CAIP_ID)
const verifier = createSolanaSiwxVerifier()
const unregisters: (() => void)[] = []
afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister()
})
const account = (index: number) => SOLANA_DEVNET_ACCOUNTS[index]!

function messageFor(address: string) {
  const data = {
    accountAddress: address,
    chainId: SOLANA_DEVNET_CAIP_ID,
    domain: 'localhost:4319',
    uri: 'http://localhost:4319',
    version: '1',
    nonce: 'verifierTest0001',
    issuedAt: '2026-11-22T10:00:00.000Z',
    statement: 'Sign in to Foyer',
  }
  return { data, message: formatSiwxMessage(data) }
}

/** A sign-in the Dev Wallet signed for devnet account `index`, through the adapter as core asks for one. */
async function signedSession(index: number): Promise<SiwxSession> {
  const wallet = createSolanaDevWallet({
    rpcUrl: network.rpcUrls.default.http[0]!,
    secretKeys: [account(index).secretKey],
    storage: createMemoryStorage(),
  })
  unregisters.push(getWallets().register(wallet))
  const solana = buildSolanaAdapter({ walletWaitMs: 50 })
  await solana.connect({ connectorId: 'wallet-standard:Dev Wallet', network })
  const { data, message } = messageFor(account(index).address)
  return { data, message, signature: await solana.signMessage({ message, address: account(index).address }) }
}

const check = (session: SiwxSession) => verifier.verify({ session, network })

describe('createSolanaSiwxVerifier', () => {
  it('is the solana namespace’s verifier', () => {
    expect(verifier.namespace).toBe('solana')
  })

  it('accepts a sign-in the account’s wallet signed', async () => {
    expect(await check(await signedSession(1))).toBe(true)
  })

  it('refuses a signature with one bit flipped', async () => {
    const session = await signedSession(1)
    const bytes = decodeBase58(session.signature)!
    bytes[10]! ^= 1
    expect(await check({ ...session, signature: encodeBase58(bytes) })).toBe(false)
  })

  it('refuses another account’s signature of the same message', async () => {
    const session = await signedSession(1)
    const otherSeed = decodeBase58(account(2).secretKey)!.slice(0, 32)
    const other = ed25519.sign(new TextEncoder().encode(session.message), otherSeed)
    expect(await check({ ...session, signature: encodeBase58(other) })).toBe(false)
  })

  it('refuses the signature for a changed message', async () => {
    const session = await signedSession(1)
    expect(await check({ ...session, message: session.message.replace('Sign in to Foyer', 'Sign in to Evil') })).toBe(
      false,
    )
  })

  it('refuses a message naming another account than the session’s', async () => {
    const session = await signedSession(1)
    expect(await check({ ...session, data: { ...session.data, accountAddress: account(2).address } })).toBe(false)
  })

  it('refuses garbage: a signature that is not base58 or not 64 bytes, an address that is not a key', async () => {
    const session = await signedSession(1)
    expect(await check({ ...session, signature: '0xdeadbeef' })).toBe(false)
    expect(await check({ ...session, signature: encodeBase58(new Uint8Array(63)) })).toBe(false)
    expect(await check({ ...session, data: { ...session.data, accountAddress: 'nope' } })).toBe(false)
    expect(await check({ ...session, message: 'not a sign-in message' })).toBe(false)
  })
})
