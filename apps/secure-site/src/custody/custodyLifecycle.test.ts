// The modules together, in the order the frame uses them (docs/embedded-wallet-security.md "Key lifecycle").
import { utf8ToBytes } from '@noble/hashes/utils'
import { base64, base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { AUTH_SHARE_HPKE_INFO, authShareSuite, createAuthShareReceiver, decodeBase64url } from './authShareReceiver.ts'
import { WalletIntegrityError, WrongRecoveryPasswordError } from './custodyErrors.ts'
import { openRecoveryShare, type RecoveryKdf, sealRecoveryShare } from './recoveryShare.ts'
import { createEntropy, deriveWalletKeys, walletCommitment } from './walletKeys.ts'
import { rebuildWallet, splitEntropy } from './walletShares.ts'

const FAST: RecoveryKdf = { name: 'argon2id', t: 1, m: 64, p: 1 }
const PASSWORD = 'a long recovery password'

/** What POST /v1/embedded/wallet hands the server, and what the frame keeps on the first device. */
async function createWallet() {
  const entropy = createEntropy()
  const keys = deriveWalletKeys(entropy)
  const { device, auth, recovery } = await splitEntropy(entropy)
  entropy.fill(0)
  const server = {
    authShare: base64.encode(auth),
    recovery: await sealRecoveryShare(recovery, PASSWORD, FAST),
    addresses: { eip155: keys.evm.address, solana: keys.solana.address },
    commitment: walletCommitment(keys),
  }
  return { keys, device, server }
}

/** The API's release of the auth share to the frame's one-time key. */
async function releaseAuthShare(authShare: string, publicKey: string) {
  const suite = authShareSuite()
  const recipientPublicKey = await suite.kem.deserializePublicKey(decodeBase64url(publicKey))
  const { ct, enc } = await suite.seal(
    { recipientPublicKey, info: utf8ToBytes(AUTH_SHARE_HPKE_INFO) },
    base64.decode(authShare),
  )
  return { enc: base64urlnopad.encode(new Uint8Array(enc)), ciphertext: base64urlnopad.encode(new Uint8Array(ct)) }
}

describe('custody lifecycle', () => {
  it('rebuilds the wallet on the first device from its device share and the released auth share', async () => {
    const { keys, device, server } = await createWallet()
    const receiver = await createAuthShareReceiver()
    const auth = await receiver.open(await releaseAuthShare(server.authShare, receiver.publicKey))
    expect(await rebuildWallet(device, auth, server.commitment)).toEqual(keys)
  })

  it('rebuilds on a new device from the auth share and the password, which then keeps the recovery share', async () => {
    const { keys, server } = await createWallet()
    const receiver = await createAuthShareReceiver()
    const auth = await receiver.open(await releaseAuthShare(server.authShare, receiver.publicKey))
    const recovery = await openRecoveryShare(server.recovery, PASSWORD)
    expect(await rebuildWallet(auth, recovery, server.commitment)).toEqual(keys)
    // Kept as the new device's share: with the auth share it rebuilds the same wallet next time.
    const secondReceiver = await createAuthShareReceiver()
    const authAgain = await secondReceiver.open(await releaseAuthShare(server.authShare, secondReceiver.publicKey))
    expect(await rebuildWallet(recovery, authAgain, server.commitment)).toEqual(keys)
  })

  it("cannot rebuild from everything the server keeps without the visitor's password", async () => {
    const { server } = await createWallet()
    const auth = base64.decode(server.authShare)
    await expect(openRecoveryShare(server.recovery, 'a wrong recovery password')).rejects.toThrow(
      WrongRecoveryPasswordError,
    )
    // The sealed bytes are no share either: used as one, they fail the commitment.
    const sealedBytes = base64.decode(server.recovery.ciphertext).subarray(0, auth.length)
    await expect(rebuildWallet(auth, sealedBytes, server.commitment)).rejects.toThrow(WalletIntegrityError)
  })
})
