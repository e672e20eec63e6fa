import type { OnrampState } from '@foyer/core'
import { Spinner } from '../../components/Spinner.tsx'
import { apiErrorText } from '../../i18n/errorTexts.ts'
import { formatOnrampLabel, ONRAMP_LABELS } from './onrampLabels.ts'

const money = ({ value, currency }: { value: string; currency: string }) => `${value} ${currency}`

/** The live quote: what the visitor receives, the provider's and the network's fees, and the total. */
export function OnRampQuote({ state }: { state: OnrampState }) {
  if (state.quoteStatus === 'loading') {
    return (
      <p className="foyer-onramp__quote-status" role="status">
        <Spinner size="small" /> {ONRAMP_LABELS.quoteLoading}
      </p>
    )
  }
  if (state.quoteStatus === 'failed') {
    return (
      <p className="foyer-field__error" role="alert">
        {formatOnrampLabel('quoteFailed', { reason: state.quoteError ? apiErrorText(state.quoteError) : '' })}
      </p>
    )
  }
  const { quote } = state
  if (!quote) return null
  return (
    <dl className="foyer-summary" aria-live="polite" data-testid="foyer-onramp-quote">
      <div className="foyer-summary__row">
        <dt>{ONRAMP_LABELS.youReceive}</dt>
        <dd>{money(quote.purchaseAmount)}</dd>
      </div>
      <div className="foyer-summary__row">
        <dt>{ONRAMP_LABELS.providerFee}</dt>
        <dd>{money(quote.providerFee)}</dd>
      </div>
      <div className="foyer-summary__row">
        <dt>{ONRAMP_LABELS.networkFee}</dt>
        <dd>{money(quote.networkFee)}</dd>
      </div>
      <div className="foyer-summary__row">
        <dt>{ONRAMP_LABELS.youPay}</dt>
        <dd>{money(quote.paymentTotal)}</dd>
      </div>
    </dl>
  )
}
