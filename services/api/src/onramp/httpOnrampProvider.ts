import {
  type OnrampOptions,
  type OnrampQuote,
  onrampOptionsSchema,
  onrampQuoteSchema,
  onrampUrlResponseSchema,
} from '@foyer/protocol'
import type { z } from 'zod'
import { type OnrampProvider, OnrampProviderRefusal } from './onrampProvider.ts'

/** How long the API waits for the provider before answering with its fallback or 503. */
export const ONRAMP_PROVIDER_TIMEOUT_MS = 8_000

/**
 * A provider that speaks Foyer's own on-ramp protocol over HTTP (the sandbox, apps/onramp-sandbox, does):
 * `GET {baseUrl}/v1/options`, `POST {baseUrl}/v1/quote` and `POST {baseUrl}/v1/orders` → `{ url }`, with the
 * API's wire shapes. A 400 from the provider is a refusal the API passes on; anything else is a failure.
 */
export function httpOnrampProvider(baseUrl: string, fetchImpl: typeof fetch = fetch): OnrampProvider {
  const call = async <Schema extends z.ZodType>(path: string, schema: Schema, body?: unknown) => {
    const response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(ONRAMP_PROVIDER_TIMEOUT_MS),
    })
    const answer: unknown = await response.json().catch(() => undefined)
    if (response.status === 400) throw new OnrampProviderRefusal(refusalMessage(answer))
    if (!response.ok) throw new Error(`The on-ramp provider answered ${response.status}`)
    return schema.parse(answer) as z.output<Schema>
  }
  return {
    options: (): Promise<OnrampOptions> => call('/v1/options', onrampOptionsSchema),
    quote: (request): Promise<OnrampQuote> => call('/v1/quote', onrampQuoteSchema, request),
    orderUrl: (request) => call('/v1/orders', onrampUrlResponseSchema, request),
  }
}

function refusalMessage(answer: unknown): string {
  const error = typeof answer === 'object' && answer !== null ? (answer as { error?: unknown }).error : undefined
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined
  return typeof message === 'string' ? message.slice(0, 300) : 'The on-ramp provider refused the request'
}
