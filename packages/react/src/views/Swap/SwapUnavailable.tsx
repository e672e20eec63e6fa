import { Button } from '../../components/Button.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { LABELS } from '../../i18n/labels.ts'
import { SWAP_LABELS } from './swapLabels.ts'

/**
 * Swaps cannot happen here: the network has none ('Network not supported for Swaps', SPEC §8) or the tokens did not
 * load. The ways forward: another network, or trying again.
 */
export function SwapUnavailable({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  const client = useFoyerClient()
  return (
    <ErrorState title={SWAP_LABELS.unavailableTitle} message={message}>
      {onRetry ? (
        <Button onClick={onRetry}>{LABELS.tryAgain}</Button>
      ) : (
        <Button onClick={() => client.push('Networks')}>{SWAP_LABELS.switchNetwork}</Button>
      )}
      <Button variant="secondary" onClick={() => client.goBack()}>
        {LABELS.back}
      </Button>
    </ErrorState>
  )
}
