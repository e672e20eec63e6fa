import type { ReactNode } from 'react'
import { Button } from '../components/Button.tsx'
import { CopyDiagnostics } from '../components/CopyDiagnostics.tsx'
import { ErrorState } from '../components/ErrorState.tsx'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { LABELS } from '../i18n/labels.ts'

export interface FailedWithRetryProps {
  title: string
  message: string
  icon: ReactNode
  onRetry(): void
  retryDisabled?: boolean
}

/**
 * A wallet step that failed: what happened, then the two ways forward — Try again, or Back — and the details a
 * dapp's support would ask for.
 */
export function FailedWithRetry({ title, message, icon, onRetry, retryDisabled = false }: FailedWithRetryProps) {
  const client = useFoyerClient()
  return (
    <ErrorState title={title} message={message} icon={icon}>
      <Button onClick={onRetry} disabled={retryDisabled}>
        {LABELS.tryAgain}
      </Button>
      <Button variant="secondary" onClick={() => client.goBack()}>
        {LABELS.back}
      </Button>
      <CopyDiagnostics />
    </ErrorState>
  )
}
