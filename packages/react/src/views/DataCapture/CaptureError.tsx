import type { FoyerError } from '@foyer/core'
import { errorText } from '../../i18n/errorTexts.ts'

/** A DataCapture failure under its field: the catalogue text (SPEC §8), then the server's own words if any. */
export function CaptureError({ id, error }: { id: string; error: FoyerError }) {
  return (
    <p className="foyer-field__error" id={id} role="alert">
      {errorText(error)}
      {error.detail && error.detail !== error.message && (
        <span className="foyer-field__error-detail">{error.detail}</span>
      )}
    </p>
  )
}
