import type { WalletConnectWallet } from '../types/views.ts'
import type { FlowContext } from './context.ts'

/** One try at connecting a wallet. Only one is ever in progress per client. */
export interface ConnectAttempt {
  readonly connectorId: string
  readonly signal: AbortSignal
  /**
   * Made before the visitor chose (a phone's WalletConnect pairing, ready for the tap that opens a wallet app):
   * it shows nothing and counts for nothing until a choice adopts it.
   */
  prepared: boolean
  /** The registry wallet the visitor chose for it, when it pairs through WalletConnect. */
  wallet?: WalletConnectWallet
  /** Settles with the attempt; an adopting caller waits on it. */
  settled?: Promise<void>
  isCurrent(): boolean
  stop(): void
}

const currentAttempt = new WeakMap<FlowContext, ConnectAttempt & { abort(): void }>()

/**
 * Starts an attempt that aborts when the visitor closes the modal (a WalletConnect pairing then stops renewing
 * for nobody) or starts another attempt (going Back from a QR code and picking another wallet).
 */
export function startAttempt(context: FlowContext, connectorId: string, prepared = false): ConnectAttempt {
  currentAttempt.get(context)?.abort()
  const controller = new AbortController()
  const stopWatching = context.modal.subscribe((state) => {
    if (!state.open) controller.abort()
  })
  const attempt = {
    connectorId,
    signal: controller.signal,
    prepared,
    abort: () => controller.abort(),
    isCurrent: () => currentAttempt.get(context) === attempt,
    stop: () => {
      stopWatching()
      if (currentAttempt.get(context) === attempt) currentAttempt.delete(context)
    },
  }
  currentAttempt.set(context, attempt)
  return attempt
}

/** The prepared attempt still running for this connector, which a visitor's choice can take over. */
export function preparedAttempt(context: FlowContext, connectorId?: string): ConnectAttempt | undefined {
  const attempt = currentAttempt.get(context)
  if (!attempt?.prepared || attempt.signal.aborted) return undefined
  return connectorId === undefined || attempt.connectorId === connectorId ? attempt : undefined
}

/** Whether any attempt is in progress: a wallet being asked, or a prepared pairing waiting for a choice. */
export const isAttemptInProgress = (context: FlowContext): boolean =>
  currentAttempt.get(context)?.signal.aborted === false
