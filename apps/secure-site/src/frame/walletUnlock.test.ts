import { utf8ToBytes } from '@noble/hashes/utils'
import { base64, base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { AUTH_SHARE_HPKE_INFO, authShareSuite, decodeBase64url } from '../custody/authShareReceiver.ts'
import { WalletIntegrityError, WrongRecoveryPasswordError } from '../custody/custodyErrors.ts'
import type { DeviceShareStore } from '../custody/deviceShareStore.ts'
import type { RecoveryKdf, SealedRecoveryShare } from '../custody/recoveryShare.ts'
import { EmbeddedApiError } from './embeddedApi.ts'
import type { EmbeddedSession } from './embeddedApiAnswers.ts'
import type { RecoveryPrompt, RecoveryPurpose } from './recoveryPrompt.ts'
import { type UnlockDeps, unlockWallet } from './walletUnlock.ts'

// Argon2id at its smallest legal cost: the tests check the flow, custody's own tests check the KDF.
const CHEAP_KDF: RecoveryKdf = { name: 'argon2id', t: 1, m: 8 * 1024, p: 1 }
const PASSWORD = 'correct horse battery'

/** The API's side of §2 for one account, in memory: stores what the frame sends, seals the auth share as the API does. */
function accountServer() {
  let stored:
    | {
        authShare: Uint8Array
        recovery: SealedRecoveryShare
        addresses: { eip155: string; solana: string }
        commitment: string
      }
    | undefined
  let tamper = false
  const session = (): EmbeddedSession => ({
    token: 't',
    expiresAt: '2099-01-01T00:00:00.000Z',
    email: 'ada@example.com',
    wallet: stored ? { addresses: stored.addresses, commitment: stored.commitment, recovery: stored.recovery } : null,
  })
  const api: UnlockDeps['api'] = {
    session: async () => session(),
    createWallet: async (body) => {
      if (stored) throw new EmbeddedApiError(409, 'WALLET_EXISTS', 'This account already has a wallet')
      stored = { ...body, authShare: base64.decode(body.authShare) }
      return session()
    },
    authShare: async (publicKey) => {
      if (!stored) throw new EmbeddedApiError(404, 'NOT_FOUND', 'No wallet')
      const share = stored.authShare.slice()
      if (tamper) share[5] = (share[5] ?? 0) ^ 1
      const suite = authShareSuite()
      const recipientPublicKey = await suite.kem.deserializePublicKey(decodeBase64url(publicKey))
      const { ct, enc } = await suite.seal({ recipientPublicKey, info: utf8ToBytes(AUTH_SHARE_HPKE_INFO) }, share)
      return { enc: base64urlnopad.encode(new Uint8Array(enc)), ciphertext: base64urlnopad.encode(new Uint8Array(ct)) }
    },
  }
  return {
    api,
    stored: () => stored,
    tamperWithAuthShare: () => {
      tamper = true
    },
  }
}

/** One browser's device shares (the IndexedDB store's interface; the store itself is tested in Chromium). */
function deviceShares(): DeviceShareStore & { count(): number } {
  const shares = new Map<string, Uint8Array>()
  return {
    load: async (accountId) => shares.get(accountId)?.slice(),
    save: async (accountId, share) => void shares.set(accountId, share.slice()),
    clear: async () => shares.clear(),
    count: () => shares.size,
  }
}

/** The visitor at the password screen, typing the given passwords in turn. */
function visitor(...passwords: string[]): RecoveryPrompt & { shown: RecoveryPurpose[]; errors: string[] } {
  const shown: RecoveryPurpose[] = []
  const errors: string[] = []
  return {
    shown,
    errors,
    async ask(purpose, submit) {
      shown.push(purpose)
      for (const password of passwords) {
        try {
          return await submit(password)
        } catch (error) {
          if (!(error instanceof WrongRecoveryPasswordError)) throw error
          errors.push(error.message)
        }
      }
      throw new Error('The visitor gave up')
    },
  }
}

describe('GET_USER unlocking the wallet', () => {
  it('creates a wallet when the account has none, asking for a recovery password first', async () => {
    const server = accountServer()
    const prompt = visitor(PASSWORD)
    const unlocked = await unlockWallet({
      api: server.api,
      deviceShares: deviceShares(),
      prompt,
      recoveryKdf: CHEAP_KDF,
    })
    expect(unlocked.path).toBe('created')
    expect(prompt.shown).toEqual(['create-recovery'])
    expect(server.stored()?.addresses).toEqual({
      eip155: unlocked.keys.evm.address,
      solana: unlocked.keys.solana.address,
    })
  })

  it('sends the API one share and a sealed one, never the entropy or a key', async () => {
    const server = accountServer()
    const unlocked = await unlockWallet({
      api: server.api,
      deviceShares: deviceShares(),
      prompt: visitor(PASSWORD),
      recoveryKdf: CHEAP_KDF,
    })
    const sent = JSON.stringify(server.stored(), (_, value) => (value instanceof Uint8Array ? [...value] : value))
    expect(sent).not.toContain(unlocked.keys.evm.privateKey.slice(2))
    expect(server.stored()?.recovery.kdf).toEqual(CHEAP_KDF)
  })

  it('rebuilds the same wallet from this device’s share and the auth share, without asking the visitor', async () => {
    const server = accountServer()
    const device = deviceShares()
    const created = await unlockWallet({
      api: server.api,
      deviceShares: device,
      prompt: visitor(PASSWORD),
      recoveryKdf: CHEAP_KDF,
    })
    const prompt = visitor()
    const again = await unlockWallet({ api: server.api, deviceShares: device, prompt })
    expect(again.path).toBe('device')
    expect(again.keys.evm.address).toBe(created.keys.evm.address)
    expect(prompt.shown).toEqual([])
  })

  it('on a new device asks for the recovery password, rebuilds, and keeps the recovery share as its own', async () => {
    const server = accountServer()
    const created = await unlockWallet({
      api: server.api,
      deviceShares: deviceShares(),
      prompt: visitor(PASSWORD),
      recoveryKdf: CHEAP_KDF,
    })
    const newDevice = deviceShares()
    const prompt = visitor('wrong password!!', PASSWORD)
    const recovered = await unlockWallet({ api: server.api, deviceShares: newDevice, prompt })
    expect(recovered.path).toBe('recovery')
    expect(recovered.keys.solana.address).toBe(created.keys.solana.address)
    expect(prompt.shown).toEqual(['enter-recovery'])
    expect(prompt.errors).toEqual(['Wrong recovery password'])
    expect(newDevice.count()).toBe(1)
    const next = await unlockWallet({ api: server.api, deviceShares: newDevice, prompt: visitor() })
    expect(next.path).toBe('device')
  })

  it('refuses a tampered auth share instead of rebuilding a wrong key', async () => {
    const server = accountServer()
    const device = deviceShares()
    await unlockWallet({ api: server.api, deviceShares: device, prompt: visitor(PASSWORD), recoveryKdf: CHEAP_KDF })
    server.tamperWithAuthShare()
    await expect(unlockWallet({ api: server.api, deviceShares: device, prompt: visitor() })).rejects.toThrow(
      WalletIntegrityError,
    )
  })

  it('uses the wallet another device created first when both create at once', async () => {
    const server = accountServer()
    const first = deviceShares()
    const firstUnlock = await unlockWallet({
      api: server.api,
      deviceShares: first,
      prompt: visitor(PASSWORD),
      recoveryKdf: CHEAP_KDF,
    })
    // The second device saw "no wallet" before the first one's POST landed.
    const racing = { ...server.api, session: async () => ({ ...(await server.api.session()), wallet: null }) }
    let calls = 0
    const second = await unlockWallet({
      api: { ...racing, session: () => (calls++ === 0 ? racing.session() : server.api.session()) },
      deviceShares: deviceShares(),
      prompt: visitor(PASSWORD, PASSWORD),
      recoveryKdf: CHEAP_KDF,
    })
    expect(second.keys.evm.address).toBe(firstUnlock.keys.evm.address)
    expect(second.path).toBe('recovery')
  })
})
