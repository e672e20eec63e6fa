import { Button } from '../../components/Button.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { LABELS } from '../../i18n/labels.ts'

/** SPEC §2/§6: a starter-tier project over its MAU or RPC limit cannot connect wallets for now. */
export function UsageExceededView() {
  const client = useFoyerClient()
  return (
    <div className="foyer-view">
      <ErrorState title={LABELS.usageExceededHeading} message={LABELS.usageExceededBody}>
        <Button variant="secondary" onClick={() => client.goBack()}>
          {LABELS.back}
        </Button>
      </ErrorState>
    </div>
  )
}
