import { createStore } from 'zustand/vanilla'
import type { TokenBalance } from '../api/apiTypes.ts'
import type { FoyerError } from '../errors/errors.ts'

export type SendStep = 'form' | 'preview' | 'sending' | 'sent'

/** SPEC §3 send state. */
export interface SendState {
  step: SendStep
  /** From the account's tokenBalance; the native currency has address 'native' or none. */
  token?: TokenBalance
  /** The amount as typed (a decimal string). */
  sendTokenAmount?: string
  /** As typed: an address or a registered name. */
  receiverAddress?: string
  /** The 0x address once the receiver is valid or its name resolved. */
  resolvedReceiver?: string
  receiverProfileName?: string
  receiverProfileImageUrl?: string
  networkBalanceInUSD?: number
  fee?: { value: string; symbol: string }
  loading: boolean
  hash?: string
  /**
   * The wallet proposed the transfer to its owners' queue (a Safe) instead of sending it: `hash` is the queue's id
   * and nothing reaches the network until they sign.
   */
  queued?: boolean
  /** `${blockExplorer}/tx/${hash}` when the network has a block explorer. */
  explorerUrl?: string
  /** A validation or send failure (SPEC §5, §8 texts). */
  error?: FoyerError
}

const EMPTY: SendState = { step: 'form', loading: false }

/** The send form (SPEC §3, §4): one store, no logic beyond patching it. */
export function createSendController() {
  const store = createStore<SendState>(() => ({ ...EMPTY }))
  return {
    store,
    update(patch: Partial<SendState>): void {
      store.setState(patch)
    },
    reset(): void {
      store.setState({ ...EMPTY }, true)
    },
  }
}

export type SendController = ReturnType<typeof createSendController>
