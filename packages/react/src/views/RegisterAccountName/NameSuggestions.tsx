import type { NameSuggestion } from '@foyer/core'
import { useId } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import { NAME_LABELS } from './nameLabels.ts'

export interface NameSuggestionsProps {
  suggestions: readonly NameSuggestion[]
  loading: boolean
  error?: string | undefined
  disabled: boolean
  onChoose(name: string): void
}

/**
 * The registry's offers: a free name is a button that fills the field, a taken one says so and is not. A button's
 * name is what it shows ('alice.reown.id Available'), so a visitor who says what they see can press it.
 */
export function NameSuggestions({ suggestions, loading, error, disabled, onChoose }: NameSuggestionsProps) {
  const headingId = useId()
  if (!loading && !error && suggestions.length === 0) return null
  return (
    <section className="foyer-names__suggestions" aria-labelledby={headingId} aria-busy={loading}>
      <h3 className="foyer-field__label" id={headingId}>
        {NAME_LABELS.suggestions}
        {loading && (
          <>
            <Spinner size="small" />
            <span className="foyer-visually-hidden">{NAME_LABELS.lookingUp}</span>
          </>
        )}
      </h3>
      {error ? (
        <p className="foyer-field__hint" role="status">
          {error}
        </p>
      ) : (
        <ul className="foyer-names__list" data-testid="foyer-name-suggestions">
          {suggestions.map(({ name, registered }) => (
            <li key={name}>
              {registered ? (
                <span className="foyer-names__suggestion foyer-names__suggestion--taken">
                  <span className="foyer-names__suggestion-name">{name}</span>
                  <span className="foyer-tag foyer-tag--muted">{NAME_LABELS.taken}</span>
                </span>
              ) : (
                <button
                  type="button"
                  className="foyer-names__suggestion"
                  disabled={disabled}
                  onClick={() => onChoose(name)}
                >
                  <span className="foyer-names__suggestion-name">{name}</span>
                  <span className="foyer-tag foyer-tag--success">{NAME_LABELS.available}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
