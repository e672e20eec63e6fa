import type { ReactNode } from 'react'
import { Spinner } from './Spinner.tsx'

export interface ProgressStateProps {
  /** What the visitor is waiting for; announced politely to screen readers. */
  status: string
  hint?: string
  /** Drawn inside the spinner ring, e.g. the wallet's icon. */
  icon?: ReactNode
}

/** Every wait in the modal looks like this: a spinner and a live status line. */
export function ProgressState({ status, hint, icon }: ProgressStateProps) {
  return (
    <div className="foyer-state">
      <div className={`foyer-state__visual${icon ? ' foyer-state__visual--with-icon' : ''}`}>
        {icon}
        <Spinner size={icon ? 'large' : 'medium'} />
      </div>
      <p className="foyer-state__title" role="status" aria-live="polite">
        {status}
      </p>
      {hint && <p className="foyer-state__hint">{hint}</p>}
    </div>
  )
}
