// The errors custody and the signers throw. The frame answers a request with `_ERROR { message }`, so each
// message is the exact text the visitor or the dapp may see (SPEC §8); the class says what went wrong for code.
import { FRAME_TEXTS } from '@foyer/protocol'

/**
 * Shares rebuilt a wallet whose addresses differ from the commitment kept at creation: a share was tampered with
 * or mixed up. Nothing is signed; the visitor sees only 'Something went wrong' (embedded-contract §3).
 */
export class WalletIntegrityError extends Error {
  override readonly name = 'WalletIntegrityError'
  constructor(readonly details = 'The rebuilt wallet does not match its address commitment') {
    super(FRAME_TEXTS.failed)
  }
}

/** The recovery password did not open the recovery share (AES-GCM refused the key it derived). */
export class WrongRecoveryPasswordError extends Error {
  override readonly name = 'WrongRecoveryPasswordError'
  constructor() {
    super('Wrong recovery password')
  }
}

/** A new recovery password shorter than RECOVERY_PASSWORD_MIN_LENGTH: refused before anything is sealed. */
export class WeakRecoveryPasswordError extends Error {
  override readonly name = 'WeakRecoveryPasswordError'
  constructor(minLength: number) {
    super(`Choose a recovery password of at least ${minLength} characters`)
  }
}

/** A signing request the frame refuses before asking the visitor: the message is what the dapp receives. */
export class FrameRequestError extends Error {
  override readonly name = 'FrameRequestError'
}

/** SPEC §6: the UI text for a request the frame will not show or sign. */
export const ACTION_NOT_ALLOWED = 'Action not allowed'
