import type { TokenBalance } from '../api/apiTypes.ts'

// The forms' actions the client hands the views: names, send and swap. Their state is in the stores (types.ts).

/** RegisterAccountName's actions (SPEC §4 name registration); its state is `stores.names`. */
export interface NameActions {
  /** The label as typed (`alice`, or `alice.reown.id`): checked at once (SPEC §5), suggestions once typing pauses. */
  setLabel(input: string): void
  /**
   * Signs the registration message with the account shown and registers the name; then the account shows it and
   * RegisterAccountNameSuccess opens. A failure shows a toast and lands in `stores.names.failure`; resolves either way.
   */
  register(label: string): Promise<void>
  reset(): void
}

/** The send form's actions (SPEC §4 send). */
export interface SendActions {
  setToken(token: TokenBalance): void
  setAmount(amount: string): void
  /** The whole token balance; for the native currency, the balance less the estimated fee. */
  setMaxAmount(): void
  /** Validates the receiver and resolves a registered name through the API; errors land in the store. */
  setReceiver(input: string): Promise<void>
  /**
   * A token the list lacks, by its contract address (SPEC §7 multicall): read from the chain and chosen for the
   * send. Loading meanwhile; 'Invalid address' or 'This address is not a token contract' land in the store.
   */
  setTokenAddress(input: string): Promise<void>
  /** Validates (SPEC §5 texts) and estimates the fee → step 'preview'; errors land in the store. */
  preview(): Promise<void>
  /**
   * Signs and sends → 'sending' → waits at most 25000 ms → 'sent' with the form reset. A failure keeps the form
   * filled with the error and rejects with it (a rejection as UserRejectedError, 'User rejected the request').
   */
  confirm(): Promise<void>
  /** From the preview back to the filled form. */
  backToForm(): void
  reset(): void
}

/** The swap form's actions (issue 14); its state is `stores.swap`. */
export interface SwapActions {
  /** The tokens the API trades on the active network (once per network); 'Network not supported for Swaps' lands in the store. */
  loadTokens(): Promise<void>
  /** Chooses the token paid (a CAIP-10 address of the list); the other side's token swaps places with it. */
  setFrom(address: string): void
  /** Chooses the token bought; the other side's token swaps places with it. */
  setTo(address: string): void
  /** Swaps the two sides. */
  flip(): void
  /** The amount paid as typed; a quote is asked 300 ms after the last keystroke, a stale answer dropped. */
  setAmount(amount: string): void
  /** The whole balance; of the native currency, less the gas a swap may cost. */
  setMaxAmount(): void
  /** Asks for the quote again now (after a failure). */
  refreshQuote(): void
  /** Keeps the quote fresh while a view shows it; returns the stop. */
  watchQuote(): () => void
  /** Starts the review: checks the allowance → stage 'approve' or 'swap'; a failure lands in the store. */
  review(): Promise<void>
  /** Approves the swap router to spend the amount, waits for it to land → stage 'swap'. Rejects on failure. */
  approve(): Promise<void>
  /**
   * Swaps at the SPEC §9 slippage tolerance, waits for it to land, refreshes the balances and resets the form →
   * stage 'done'. Resolves to what was paid and received; rejects on failure (a rejection as UserRejectedError).
   */
  confirm(): Promise<{ paid: string; received: string }>
  /** From the review back to the filled form, with the review's failure (if any) for the form to show. */
  backToForm(): void
}
