import { isNativeSwapToken, isUserRejection, SWAP_SLIPPAGE_PERCENT } from '@foyer/core'
import { useEffect } from 'react'
import { Button } from '../../components/Button.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { CheckIcon } from '../../components/icons/CheckIcon.tsx'
import { ProgressState } from '../../components/ProgressState.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { errorText } from '../../i18n/errorTexts.ts'
import { LABELS } from '../../i18n/labels.ts'
import { errorMessage } from '../errorMessage.ts'
import { SwapDone } from './SwapDone.tsx'
import { swapDetails } from './swapDetails.ts'
import { SWAP_LABELS, swapLabel } from './swapLabels.ts'
import { useSwap } from './useSwap.ts'

/**
 * SwapPreview: what the visitor pays and gets at least; an approval first when the router may not spend the token
 * yet, then the swap. Every wait shows progress; every failure says what happened, with the step to try again.
 */
export function SwapPreviewView() {
  const client = useFoyerClient()
  const { state, summary } = useSwap()
  const { network } = useFoyerNetwork()

  // Reached without the form's Review (a reload of the view): the review starts here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening the review
  useEffect(() => {
    if (!client.stores.swap.getState().stage) void client.swap.review()
  }, [])

  const { from, to, amount } = summary
  const details = swapDetails(summary)
  const symbol = from?.symbol ?? ''

  // SPEC §8 'User rejected the request': like Send, the visitor lands back on the filled form, the error shown there.
  const backOnRejection = (error: unknown) => {
    client.showToast(errorMessage(error), 'error')
    if (!isUserRejection(error)) return
    client.swap.backToForm()
    client.goBack()
  }
  const approve = async () => {
    client.showToast(swapLabel('toastApproving', { symbol }), 'loading')
    try {
      await client.swap.approve()
      client.showToast(swapLabel('toastApproved', { symbol }), 'success')
    } catch (error) {
      backOnRejection(error)
    }
  }
  const swap = async () => {
    client.showToast(
      swapLabel('toastSwapping', { paid: `${state.amount} ${symbol}`, symbol: to?.symbol ?? '' }),
      'loading',
    )
    try {
      client.showToast(swapLabel('toastSwapped', await client.swap.confirm()), 'success')
    } catch (error) {
      backOnRejection(error)
    }
  }
  const back = () => {
    client.swap.backToForm()
    client.goBack()
  }

  if (state.stage === 'done' && state.done) return <SwapDone done={state.done} explorerUrl={state.explorerUrl} />
  if (state.stage === 'approving' || state.stage === 'swapping') {
    const status = state.stage === 'approving' ? swapLabel('approving', { symbol }) : SWAP_LABELS.swapping
    return state.hash ? (
      <ProgressState status={status} hint={SWAP_LABELS.waitingHint} />
    ) : (
      <ProgressState status={LABELS.confirmInWallet} hint={status} />
    )
  }
  if (state.stage === 'checking' && state.error) {
    return (
      <ErrorState title={SWAP_LABELS.quoteFailedTitle} message={errorText(state.error)}>
        <Button onClick={() => void client.swap.review()}>{LABELS.tryAgain}</Button>
        <Button variant="secondary" onClick={back}>
          {LABELS.back}
        </Button>
      </ErrorState>
    )
  }
  if (!state.stage || state.stage === 'checking' || !from || !to || amount === undefined) {
    return <ProgressState status={SWAP_LABELS.checking} />
  }

  const needsApproval = state.stage === 'approve'
  return (
    <div className="foyer-view foyer-swap-preview">
      <dl className="foyer-swap-preview__amounts">
        <div className="foyer-swap-preview__amount">
          <dt>{SWAP_LABELS.payAtMost}</dt>
          <dd data-testid="foyer-swap-pay">
            {state.amount} {from.symbol}
          </dd>
          {details.fromUsd && <dd className="foyer-swap-box__usd">{details.fromUsd}</dd>}
        </div>
        <div className="foyer-swap-preview__amount">
          <dt>{SWAP_LABELS.receiveAtLeast}</dt>
          <dd data-testid="foyer-swap-receive-min">{details.minimumReceived}</dd>
          {details.toAmount && (
            <dd className="foyer-swap-box__usd">
              {swapLabel('expected', { amount: `${details.toAmount} ${to.symbol}` })}
            </dd>
          )}
        </div>
      </dl>
      <dl className="foyer-summary">
        <div className="foyer-summary__row">
          <dt>{SWAP_LABELS.quoteLive}</dt>
          <dd>{details.rate}</dd>
        </div>
        <div className="foyer-summary__row">
          <dt>{SWAP_LABELS.priceImpact}</dt>
          <dd>{details.priceImpact}</dd>
        </div>
        <div className="foyer-summary__row">
          <dt>{SWAP_LABELS.fee}</dt>
          <dd>{details.fee}</dd>
        </div>
        <div className="foyer-summary__row">
          <dt>{SWAP_LABELS.slippage}</dt>
          <dd>{SWAP_SLIPPAGE_PERCENT}%</dd>
        </div>
        <div className="foyer-summary__row">
          <dt>{SWAP_LABELS.network}</dt>
          <dd>{network?.name}</dd>
        </div>
      </dl>
      {needsApproval ? (
        <p className="foyer-swap-preview__step" data-testid="foyer-swap-step">
          <span className="foyer-tag">{swapLabel('stepOf', { step: 1 })}</span>
          {swapLabel('approveHint', { symbol })}
        </p>
      ) : (
        state.error === undefined &&
        !isNativeSwapToken(from.address) && (
          <p className="foyer-swap-preview__step foyer-swap-preview__step--done" data-testid="foyer-swap-step">
            <CheckIcon />
            {swapLabel('approved', { symbol })}
          </p>
        )
      )}
      {state.error && (
        <p className="foyer-field__error" role="alert">
          {errorText(state.error)}
        </p>
      )}
      <div className="foyer-send-preview__actions">
        <Button variant="secondary" onClick={back}>
          {LABELS.back}
        </Button>
        {needsApproval ? (
          <Button onClick={() => void approve()}>{swapLabel('approveStep', { symbol })}</Button>
        ) : (
          <Button onClick={() => void swap()}>{SWAP_LABELS.swap}</Button>
        )}
      </div>
    </div>
  )
}
