import type { FoyerError } from '@foyer/core'
import { errorText } from '../../i18n/errorTexts.ts'
import { EMBEDDED_LABELS } from './embeddedLabels.ts'

/** SPEC §6: a call the wallet refuses to make reads 'Action not allowed' in the UI, whatever core's message. */
function shownMessage(error: FoyerError): string {
  return error.code === 'RPC_NOT_ALLOWED' ? EMBEDDED_LABELS.actionNotAllowed : errorText(error)
}

/** An embedded wallet action's failure under its field: the catalogue text (SPEC §8), then the server's words. */
export function EmbeddedError({ id, error }: { id: string; error: FoyerError }) {
  const message = shownMessage(error)
  return (
    <p className="foyer-field__error" id={id} role="alert">
      {message}
      {error.detail && error.detail !== message && <span className="foyer-field__error-detail">{error.detail}</span>}
    </p>
  )
}
