import type { ApiErrorBody, ApiErrorCode, ApiIssue } from '@foyer/protocol'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * The one error every route throws for a refused request. The error handler turns it into
 * `{ error: { code, message, issues? } }` with its status; anything else thrown becomes 500 SERVER_ERROR.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly status: ContentfulStatusCode,
    /** A platform code, or an area's own stable code in SCREAMING_SNAKE_CASE. */
    readonly code: ApiErrorCode | (string & {}),
    message: string,
    readonly issues?: ApiIssue[],
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }

  toBody(requestId?: string): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.issues ? { issues: this.issues } : {}),
        ...(requestId ? { requestId } : {}),
      },
    }
  }
}
