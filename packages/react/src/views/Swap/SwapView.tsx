import { ERROR_MESSAGES, formatSwapBalance } from '@foyer/core'
import { type FormEvent, useEffect, useId } from 'react'
import { SwapIcon } from '../../components/icons/SwapIcon.tsx'
import { ProgressState } from '../../components/ProgressState.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { errorText } from '../../i18n/errorTexts.ts'
import { SwapQuoteDetails } from './SwapQuoteDetails.tsx'
import { SwapTokenButton } from './SwapTokenButton.tsx'
import { SwapUnavailable } from './SwapUnavailable.tsx'
import { swapDetails } from './swapDetails.ts'
import { NEXT_STEP_LABELS, SWAP_LABELS, swapLabel } from './swapLabels.ts'
import { useSwap } from './useSwap.ts'

/** Swap (issue 14): on a chain whose adapter cannot send a built transaction, says so. */
export function SwapView() {
  const client = useFoyerClient()
  return client.canSwap() ? <SwapForm /> : <SwapUnavailable message={ERROR_MESSAGES.SWAPS_NETWORK_NOT_SUPPORTED} />
}

/** The pair, the amount paid, the live quote; the action button names the next step. */
function SwapForm() {
  const client = useFoyerClient()
  const { state, summary } = useSwap()
  const { network } = useFoyerNetwork()
  const networkId = network?.caipNetworkId
  const ids = { amount: useId(), pay: useId(), receive: useId(), error: useId() }

  // The network's tokens, and a quote kept fresh while the form is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again when the network changes
  useEffect(() => {
    void client.swap.loadTokens()
  }, [client, networkId])
  useEffect(() => client.swap.watchQuote(), [client])
  // A finished swap leaves its done state behind; the form starts afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening the form
  useEffect(() => {
    if (client.stores.swap.getState().stage === 'done') client.swap.backToForm()
  }, [])

  if (state.tokensError) {
    const unsupported = state.tokensError.code === 'SWAPS_NETWORK_NOT_SUPPORTED'
    const retry = unsupported ? undefined : () => void client.swap.loadTokens()
    return <SwapUnavailable message={errorText(state.tokensError)} onRetry={retry} />
  }
  if (!state.tokens) return <ProgressState status={SWAP_LABELS.loadingTokens} />

  const { from, to, next } = summary
  const details = swapDetails(summary)
  const error = (summary.amountError && errorText(summary.amountError)) ?? (state.error && errorText(state.error))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (next === 'quote-failed') return client.swap.refreshQuote()
    if (next !== 'review') return
    client.push('SwapPreview')
    void client.swap.review()
  }
  return (
    <form className="foyer-view foyer-swap" onSubmit={submit} noValidate>
      <section className="foyer-swap-box">
        <div className="foyer-swap-box__line">
          <label className="foyer-field__label" id={ids.pay} htmlFor={ids.amount}>
            {SWAP_LABELS.pay}
          </label>
          {from && (
            <span className="foyer-swap-box__balance">
              {swapLabel('balance', { amount: formatSwapBalance(from.balance, from.decimals) })}
            </span>
          )}
        </div>
        <div className="foyer-swap-box__line">
          <input
            id={ids.amount}
            className="foyer-swap-box__amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={state.amount}
            aria-invalid={summary.amountError ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => client.swap.setAmount(event.currentTarget.value)}
          />
          <SwapTokenButton side="from" token={from} />
        </div>
        <div className="foyer-swap-box__line">
          <span className="foyer-swap-box__usd">{details.fromUsd}</span>
          <button
            type="button"
            className="foyer-chip foyer-swap-box__max"
            disabled={!from || from.balance === 0n}
            onClick={() => client.swap.setMaxAmount()}
          >
            {SWAP_LABELS.max}
          </button>
        </div>
      </section>
      <button
        type="button"
        className="foyer-swap-flip"
        aria-label={SWAP_LABELS.flip}
        onClick={() => client.swap.flip()}
      >
        <SwapIcon size={18} />
      </button>
      <section className="foyer-swap-box">
        <div className="foyer-swap-box__line">
          <span className="foyer-field__label" id={ids.receive}>
            {SWAP_LABELS.receive}
          </span>
          {to && (
            <span className="foyer-swap-box__balance">
              {swapLabel('balance', { amount: formatSwapBalance(to.balance, to.decimals) })}
            </span>
          )}
        </div>
        <div className="foyer-swap-box__line">
          <output
            className={`foyer-swap-box__amount${details.toAmount ? '' : ' foyer-swap-box__amount--empty'}`}
            aria-label={SWAP_LABELS.amountToReceive}
            aria-live="polite"
            data-testid="foyer-swap-to-amount"
          >
            {details.toAmount ?? (next === 'quoting' ? <Spinner size="small" /> : '0')}
          </output>
          <SwapTokenButton side="to" token={to} />
        </div>
        <div className="foyer-swap-box__line">
          <span className="foyer-swap-box__usd">{details.toUsd}</span>
        </div>
      </section>
      <SwapQuoteDetails details={details} next={next} quoteError={state.quoteError && errorText(state.quoteError)} />
      {error && (
        <p className="foyer-field__error" id={ids.error} role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="foyer-button foyer-button--primary"
        disabled={next !== 'review' && next !== 'quote-failed'}
      >
        {next === 'quoting' && <Spinner size="small" />}
        {NEXT_STEP_LABELS[next]}
      </button>
    </form>
  )
}
