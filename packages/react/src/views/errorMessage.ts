import { errorText } from '../i18n/errorTexts.ts'
import { LABELS } from '../i18n/labels.ts'

/** Errors from the client are FoyerErrors whose messages are the SPEC §8 texts: shown in the chosen locale. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error) || !error.message) return LABELS.genericError
  return errorText(error as Error & { code?: string })
}
