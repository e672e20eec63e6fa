import { amountProblem, defaultPurchaseChoice, paymentLimit, purchaseChoices } from '@foyer/core'
import { type FormEvent, useEffect, useId, useMemo } from 'react'
import { AmountInput } from '../../components/AmountInput.tsx'
import { ProgressState } from '../../components/ProgressState.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { amountMessage } from './amountMessage.ts'
import { OnRampQuote } from './OnRampQuote.tsx'
import { OnRampUnsupported } from './OnRampUnsupported.tsx'
import { formatOnrampLabel, ONRAMP_LABELS, paymentMethodInText, paymentMethodName } from './onrampLabels.ts'
import { useOnrampState } from './useOnrampState.ts'

/** OnRamp: on a chain that offers it (SPEC §1: EVM and Solana), the form; elsewhere, where it is offered. */
export function OnRampView() {
  const client = useFoyerClient()
  const { network } = useFoyerNetwork()
  const offered = network ? client.describeChain(network.chainNamespace)?.api.onramp === true : false
  return offered ? <OnRampForm /> : <OnRampUnsupported />
}

/** Amount, currency, payment method and what to buy; the live quote; Buy opens the provider's page. */
function OnRampForm() {
  const client = useFoyerClient()
  const { network } = useFoyerNetwork()
  const state = useOnrampState()
  const ids = { amount: useId(), currency: useId(), method: useId(), asset: useId(), hint: useId() }

  useEffect(() => {
    void client.onramp.loadOptions()
  }, [client])

  const choices = useMemo(
    () => purchaseChoices(state.options, network?.caipNetworkId ?? ''),
    [state.options, network?.caipNetworkId],
  )
  const choice = defaultPurchaseChoice(choices, state.purchaseCurrency)
  const methods = state.options?.paymentCurrencies.find(({ id }) => id === state.fiatCurrency)?.payment_method_limits
  const limit = paymentLimit(state.options, state.fiatCurrency, state.paymentMethod)
  const problem = amountProblem(state.fiatAmount, limit)
  const message = amountMessage(problem, state.fiatCurrency, state.paymentMethod)

  if (state.optionsStatus !== 'ready' && state.optionsStatus !== 'failed') {
    return <ProgressState status={ONRAMP_LABELS.optionsLoading} />
  }
  if (!choice || !network) {
    return (
      <div className="foyer-view foyer-onramp">
        <p className="foyer-field__error" role="alert">
          {state.optionsStatus === 'failed'
            ? ONRAMP_LABELS.optionsFailed
            : formatOnrampLabel('nothingOnNetwork', { network: network?.name ?? '' })}
        </p>
      </div>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!problem) void client.onramp.buy()
  }
  const describedBy = `${ids.hint}`
  return (
    <form className="foyer-view foyer-onramp" onSubmit={submit} noValidate>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={ids.amount}>
          {ONRAMP_LABELS.amount}
        </label>
        <div className="foyer-field__row">
          <AmountInput
            id={ids.amount}
            placeholder="100"
            value={state.fiatAmount}
            invalid={Boolean(message)}
            describedBy={describedBy}
            onChange={(value) => client.onramp.setAmount(value)}
          />
          <label className="foyer-visually-hidden" htmlFor={ids.currency}>
            {ONRAMP_LABELS.fiatCurrency}
          </label>
          <select
            id={ids.currency}
            className="foyer-input foyer-select foyer-onramp__currency"
            value={state.fiatCurrency}
            onChange={(event) => client.onramp.setFiatCurrency(event.currentTarget.value)}
          >
            {state.options?.paymentCurrencies.map(({ id }) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </div>
        {message ? (
          <p className="foyer-field__error" id={ids.hint} role="alert">
            {message}
          </p>
        ) : (
          <p className="foyer-field__hint" id={ids.hint}>
            {limit &&
              formatOnrampLabel('limits', {
                min: limit.min,
                max: limit.max,
                currency: state.fiatCurrency,
                method: paymentMethodInText(state.paymentMethod),
              })}
          </p>
        )}
      </div>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={ids.method}>
          {ONRAMP_LABELS.paymentMethod}
        </label>
        <select
          id={ids.method}
          className="foyer-input foyer-select"
          value={state.paymentMethod}
          onChange={(event) => client.onramp.setPaymentMethod(event.currentTarget.value)}
        >
          {methods?.map(({ id }) => (
            <option key={id} value={id}>
              {paymentMethodName(id)}
            </option>
          ))}
        </select>
      </div>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={ids.asset}>
          {ONRAMP_LABELS.buyWhat}
        </label>
        <select
          id={ids.asset}
          className="foyer-input foyer-select"
          value={choice.currency.id}
          onChange={(event) => client.onramp.setPurchaseCurrency(event.currentTarget.value)}
        >
          {choices.map(({ currency, network: where }) => (
            <option key={currency.id} value={currency.id}>
              {currency.symbol} · {where.display_name}
            </option>
          ))}
        </select>
      </div>
      <OnRampQuote state={state} />
      <button type="submit" className="foyer-button foyer-button--primary" disabled={problem !== undefined}>
        {formatOnrampLabel('buyWith', { symbol: choice.currency.symbol })}
      </button>
    </form>
  )
}
