import type { ViewName } from '@foyer/core'
import { Button } from '../../components/Button.tsx'
import { CopyDiagnostics } from '../../components/CopyDiagnostics.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { LABELS } from '../../i18n/labels.ts'

/** Any view this package does not draw yet: say which one it is and offer the way back, never crash. */
export function FallbackView({ view }: { view: ViewName }) {
  const client = useFoyerClient()
  return (
    <div className="foyer-view foyer-state" data-foyer-fallback={view}>
      <p className="foyer-state__hint">{LABELS.fallbackBody}</p>
      <div className="foyer-state__actions">
        <Button variant="secondary" onClick={() => client.goBack()}>
          {LABELS.back}
        </Button>
        <CopyDiagnostics />
      </div>
    </div>
  )
}
