import type { FoyerErrorCode } from './errorMessages.ts'
import { FIRST_LOAD_ERROR_MESSAGES } from './firstLoadErrorMessages.ts'

/**
 * The texts a FoyerError made without its own message takes. The page's first chunk knows only the texts of what it
 * throws (firstLoadErrorMessages.ts); errors.ts, which every other thrower imports FoyerError from, adds the whole
 * catalogue as it loads, so an error is never made without its text (dependency-cruiser keeps the other throwers off
 * this file).
 */
const messages: Partial<Record<FoyerErrorCode, string>> = { ...FIRST_LOAD_ERROR_MESSAGES }

/** errors.ts's one call: the catalogue's texts for every code. */
export function addErrorMessages(catalogue: Readonly<Record<FoyerErrorCode, string>>): void {
  Object.assign(messages, catalogue)
}

/** `template` with each `{name}` replaced by its value. */
export function fillErrorMessage(template: string, values: Readonly<Record<string, string>> | undefined): string {
  return values ? template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match) : template
}

/**
 * Why a FoyerError happened, when Foyer words it (not the other side): a code the UI words (@foyer/react's
 * `errorReasons` section) and shows under the error's own text. Codes only: the page's first chunk carries this file.
 * - SOCIAL_REDIRECT_NO_TAB_STORAGE: the browser would not let the tab keep the redirect login's state
 * - SOCIAL_REDIRECT_LEFT_UNFINISHED: the visitor came back from the provider without a result
 */
export type FoyerErrorReason = 'SOCIAL_REDIRECT_NO_TAB_STORAGE' | 'SOCIAL_REDIRECT_LEFT_UNFINISHED'

export class FoyerError extends Error {
  override readonly name: string = 'FoyerError'
  readonly code: FoyerErrorCode
  /** What the other side said beyond the catalogue text (the API's own message), to show under it. */
  readonly detail?: string
  /** What fills the code's `{placeholders}`, so a UI can word the text in its own language. */
  readonly values?: Readonly<Record<string, string>>
  /** Foyer's own explanation beyond the catalogue text, by code, which the UI words and shows under it. */
  readonly reason?: FoyerErrorReason

  constructor(
    code: FoyerErrorCode,
    message?: string,
    options?: {
      cause?: unknown
      detail?: string
      values?: Readonly<Record<string, string>>
      reason?: FoyerErrorReason
    },
  ) {
    super(message ?? fillErrorMessage(messages[code] ?? code, options?.values), options)
    this.code = code
    if (options?.detail !== undefined) this.detail = options.detail
    if (options?.values !== undefined) this.values = options.values
    if (options?.reason !== undefined) this.reason = options.reason
  }
}
