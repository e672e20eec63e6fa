import { LABELS } from '../i18n/labels.ts'

/** Errors from the client are FoyerErrors whose messages are the SPEC §8 texts; show them as they are. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : LABELS.genericError
}
