import { SWAP_SLIPPAGE_PERCENT, type SwapNextStep } from '@foyer/core'
import type { SwapDetails } from './swapDetails.ts'
import { SWAP_LABELS } from './swapLabels.ts'

/**
 * The live quote's terms: rate, price impact, the liquidity providers' fee, the minimum received at the SPEC §9
 * slippage tolerance. A polite live region, so a screen reader hears a new quote once it settles.
 */
export function SwapQuoteDetails({
  details,
  next,
  quoteError,
}: {
  details: SwapDetails
  next: SwapNextStep
  quoteError: string | undefined
}) {
  return (
    <div className="foyer-swap-quote" aria-live="polite" aria-busy={next === 'quoting'} data-testid="foyer-swap-quote">
      {next === 'quote-failed' && quoteError ? (
        <p className="foyer-field__error" role="alert">
          {SWAP_LABELS.quoteFailedTitle}: {quoteError}
        </p>
      ) : details.rate ? (
        <dl className="foyer-summary">
          <div className="foyer-summary__row">
            <dt>{SWAP_LABELS.quoteLive}</dt>
            <dd data-testid="foyer-swap-rate">{details.rate}</dd>
          </div>
          <div className="foyer-summary__row">
            <dt>{SWAP_LABELS.priceImpact}</dt>
            <dd data-testid="foyer-swap-impact">{details.priceImpact}</dd>
          </div>
          <div className="foyer-summary__row">
            <dt>{SWAP_LABELS.fee}</dt>
            <dd data-testid="foyer-swap-fee">{details.fee}</dd>
          </div>
          <div className="foyer-summary__row">
            <dt>{SWAP_LABELS.minimumReceived}</dt>
            <dd data-testid="foyer-swap-minimum">{details.minimumReceived}</dd>
          </div>
          <div className="foyer-summary__row">
            <dt>{SWAP_LABELS.slippage}</dt>
            <dd>{SWAP_SLIPPAGE_PERCENT}%</dd>
          </div>
        </dl>
      ) : null}
    </div>
  )
}
