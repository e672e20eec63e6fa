import { base64 } from '@scure/base'
import { createAuthShareReceiver } from '../custody/authShareReceiver.ts'
import type { DeviceShareStore } from '../custody/deviceShareStore.ts'
import {
  openRecoveryShare,
  type RecoveryKdf,
  type SealedRecoveryShare,
  sealRecoveryShare,
} from '../custody/recoveryShare.ts'
import { addressCommitment, createEntropy, deriveWalletKeys, type WalletKeys } from '../custody/walletKeys.ts'
import { rebuildWallet, splitEntropy } from '../custody/walletShares.ts'
import type { EmbeddedApi } from './embeddedApi.ts'
import { EmbeddedApiError } from './embeddedApi.ts'
import type { EmbeddedSession } from './embeddedApiAnswers.ts'
import type { RecoveryPrompt } from './recoveryPrompt.ts'

export interface UnlockDeps {
  api: Pick<EmbeddedApi, 'session' | 'createWallet' | 'authShare'>
  deviceShares: DeviceShareStore
  prompt: RecoveryPrompt
  /** Default: custody's RECOVERY_KDF (64 MiB Argon2id); tests on a busy machine pass a cheaper one. */
  recoveryKdf?: RecoveryKdf
}

export interface UnlockedWallet {
  keys: WalletKeys
  session: EmbeddedSession
  /** How the keys came to be, for the log and the tests. */
  path: 'created' | 'device' | 'recovery'
}

/**
 * GET_USER's custody (embedded-contract §3), for a live session:
 * - no wallet yet: new entropy in this origin, split 2-of-3, the visitor chooses a recovery password that seals
 *   share 3, share 1 stays on this device, share 2 and the sealed share 3 go to the API with the address commitment;
 * - a wallet and this device's share: the auth share is released to a key made for this request, and the two
 *   rebuild the wallet (checked against the commitment);
 * - a wallet but no share here (a new device): the visitor's recovery password opens share 3, which rebuilds
 *   with the auth share and then stays as this device's share.
 */
export async function unlockWallet(deps: UnlockDeps): Promise<UnlockedWallet> {
  const session = await deps.api.session()
  if (!session.wallet) {
    try {
      return await createWallet(deps)
    } catch (error) {
      // Another device of the same account created the wallet first: use that one.
      if (!(error instanceof EmbeddedApiError && error.code === 'WALLET_EXISTS')) throw error
      return unlockWallet(deps)
    }
  }
  const { commitment, recovery } = session.wallet
  const deviceShare = await deps.deviceShares.load(commitment)
  if (deviceShare) {
    const authShare = await fetchAuthShare(deps)
    try {
      return { keys: await rebuildWallet(deviceShare, authShare, commitment), session, path: 'device' }
    } finally {
      deviceShare.fill(0)
      authShare.fill(0)
    }
  }
  return { keys: await recoverOnThisDevice(deps, commitment, recovery), session, path: 'recovery' }
}

async function createWallet(deps: UnlockDeps): Promise<UnlockedWallet> {
  const entropy = createEntropy()
  const keys = deriveWalletKeys(entropy)
  const shares = await splitEntropy(entropy)
  entropy.fill(0)
  try {
    let sealed: SealedRecoveryShare | undefined
    await deps.prompt.ask('create-recovery', async (password) => {
      sealed = await sealRecoveryShare(shares.recovery, password, deps.recoveryKdf)
    })
    if (!sealed) throw new Error('The recovery share was not sealed')
    const addresses = { eip155: keys.evm.address, solana: keys.solana.address }
    const commitment = addressCommitment(addresses)
    // Kept before the API knows the wallet: if the page closes in between, this device can still open it.
    await deps.deviceShares.save(commitment, shares.device)
    const session = await deps.api.createWallet({
      authShare: base64.encode(shares.auth),
      recovery: sealed,
      addresses,
      commitment,
    })
    return { keys, session, path: 'created' }
  } finally {
    for (const share of Object.values(shares)) share.fill(0)
  }
}

async function recoverOnThisDevice(
  deps: UnlockDeps,
  commitment: string,
  recovery: SealedRecoveryShare,
): Promise<WalletKeys> {
  let keys: WalletKeys | undefined
  await deps.prompt.ask('enter-recovery', async (password) => {
    // A wrong password fails here, and the screen asks again; the auth share is fetched only for a right one.
    const recoveryShare = await openRecoveryShare(recovery, password)
    try {
      const authShare = await fetchAuthShare(deps)
      keys = await rebuildWallet(authShare, recoveryShare, commitment).finally(() => authShare.fill(0))
      await deps.deviceShares.save(commitment, recoveryShare)
    } finally {
      recoveryShare.fill(0)
    }
  })
  if (!keys) throw new Error('The wallet was not rebuilt')
  return keys
}

async function fetchAuthShare(deps: UnlockDeps): Promise<Uint8Array> {
  const receiver = await createAuthShareReceiver()
  return receiver.open(await deps.api.authShare(receiver.publicKey))
}
