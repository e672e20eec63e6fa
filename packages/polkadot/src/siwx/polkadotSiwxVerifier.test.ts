import { formatSiwxMessage, type Network, type SiwxSession } from '@foyer/core'
import { POLKADOT_DEVNET_ACCOUNTS, type PolkadotDevnetAccount } from '@foyer/devnet/polkadot/accounts'
import { POLKADOT_DEVNET_CAIP_NETWORK_ID } from '@foyer/devnet/polkadot/network'
import { createMemoryStorage } from '@foyer/test-wallets'
import { injectPolkadotDevWallet, signWithAccount } from '@foyer/test-wallets/polkadot'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils'
import { describe, expect, it, vi } from 'vitest'
import { buildPolkadotAdapter } from '../buildPolkadotAdapter.ts'
import { polkadotTestNetwork } from '../polkadotTestNetwork.testing.ts'
import { encodeSs58 } from '../ss58/ss58.ts'
import { createPolkadotSiwxVerifier } from './polkadotSiwxVerifier.ts'

vi.stubGlobal('window', {})
vi.stubGlobal('document', { readyState: 'complete' })

// Signing needs no node: the extension signs locally, and the verifier reads no chain.
const network: Network = polkadotTestNetwork('http://127.0.0.1:1', POLKADOT_DEVNET_CAIP_NETWORK_ID)
const verifier = createPolkadotSiwxVerifier()
const [sr25519, other, , , , ed25519, ecdsa] = POLKADOT_DEVNET_ACCOUNTS as readonly PolkadotDevnetAccount[]

function messageFor(address: string) {
  const data = {
    accountAddress: address,
    chainId: POLKADOT_DEVNET_CAIP_NETWORK_ID,
    domain: 'localhost:4319',
    uri: 'http://localhost:4319',
    version: '1',
    nonce: 'verifierTest0001',
    issuedAt: '2026-11-22T10:00:00.000Z',
    statement: 'Sign in to Foyer',
  }
  return { data, message: formatSiwxMessage(data) }
}

/** A sign-in the Polkadot Dev Wallet signed with signRaw for `account`, through the adapter as core asks for one. */
async function signedSession(account: PolkadotDevnetAccount): Promise<SiwxSession> {
  injectPolkadotDevWallet({ storage: createMemoryStorage(), controlKey: false })
  const polkadot = buildPolkadotAdapter({ appName: 'Verifier test' })
  await polkadot.connect({ connectorId: 'injectedWeb3:foyer-dev-wallet', network })
  const { data, message } = messageFor(account.address)
  return { data, message, signature: await polkadot.signMessage({ message, address: account.address }) }
}

const verify = (session: SiwxSession) => verifier.verify({ session, network })

describe('the polkadot sign-in verifier', () => {
  it("accepts the extension's signRaw signature of an sr25519, an ed25519 and an ecdsa account", async () => {
    for (const account of [sr25519!, ed25519!, ecdsa!]) {
      expect(await verify(await signedSession(account))).toBe(true)
    }
  })

  it('accepts a signature of the bare message, as signatureVerify does', async () => {
    const { data, message } = messageFor(sr25519!.address)
    const signature = `0x${bytesToHex(signWithAccount(sr25519!, utf8ToBytes(message)))}`
    expect(await verify({ data, message, signature })).toBe(true)
  })

  it('accepts the account spelled for another chain when the message names the same key', async () => {
    const session = await signedSession(sr25519!)
    const polkadotSpelling = encodeSs58(hexToBytes(sr25519!.accountId.slice(2)), 0)
    expect(await verify({ ...session, data: { ...session.data, accountAddress: polkadotSpelling } })).toBe(true)
  })

  it('refuses a message changed after signing', async () => {
    const session = await signedSession(ed25519!)
    expect(await verify({ ...session, message: session.message.replace('verifierTest0001', 'verifierTest0002') })).toBe(
      false,
    )
  })

  it('refuses a signature of another account, and a message naming another account', async () => {
    const session = await signedSession(sr25519!)
    expect(await verify({ ...session, data: { ...session.data, accountAddress: other!.address } })).toBe(false)
    const forOther = messageFor(other!.address)
    expect(await verify({ ...session, data: forOther.data, message: forOther.message })).toBe(false)
  })

  it('refuses an ecdsa signature with its recovery id changed, and malformed signatures', async () => {
    const session = await signedSession(ecdsa!)
    const flipped = session.signature.slice(0, -2) + (session.signature.endsWith('00') ? '01' : '00')
    expect(await verify({ ...session, signature: flipped })).toBe(false)
    for (const signature of ['', '0x', 'not hex', `0x${'00'.repeat(64)}`, `0x${'ab'.repeat(63)}`]) {
      expect(await verify({ ...session, signature })).toBe(false)
    }
  })
})
