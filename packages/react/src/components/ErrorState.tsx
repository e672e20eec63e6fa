import type { ReactNode } from 'react'
import { AlertIcon } from './icons/AlertIcon.tsx'

export interface ErrorStateProps {
  title: string
  /** What went wrong, in the error catalogue's words (SPEC §8). */
  message: string
  icon?: ReactNode
  /** The way forward: Try again, Back, … */
  children?: ReactNode
}

/** Every failure in the modal says what happened and offers a way forward. */
export function ErrorState({ title, message, icon, children }: ErrorStateProps) {
  return (
    <div className="foyer-state foyer-state--error">
      <div className="foyer-state__visual">
        {icon ?? (
          <span className="foyer-state__alert">
            <AlertIcon />
          </span>
        )}
        {icon && (
          <span className="foyer-state__badge">
            <AlertIcon />
          </span>
        )}
      </div>
      <div role="alert">
        <p className="foyer-state__title">{title}</p>
        <p className="foyer-state__hint">{message}</p>
      </div>
      {children && <div className="foyer-state__actions">{children}</div>}
    </div>
  )
}
