import {
  type OnrampOptions,
  type OnrampQuoteRequest,
  onrampOptionsSchema,
  onrampQuoteRequestSchema,
  onrampUrlRequestSchema,
} from '@foyer/protocol'
import { Hono } from 'hono'
import type { ApiDeps } from '../deps.ts'
import { ApiError } from '../http/apiError.ts'
import { parseRequest, readJsonBody } from '../http/validation.ts'
import { scaledAmount } from './decimalAmount.ts'
import { httpOnrampProvider } from './httpOnrampProvider.ts'
import { fallbackOnrampOptions, paymentMethodLimit } from './onrampDefaults.ts'
import { checkDestinations } from './onrampDestination.ts'
import { type OnrampProvider, OnrampProviderRefusal } from './onrampProvider.ts'

const ONRAMP_BODY_BYTES = 16 * 1024
const OPTIONS_CACHE_KEY = 'onramp:options'
/** The provider's options change rarely; a minute spares it a call per visitor. */
const OPTIONS_TTL_MS = 60_000

/** The provider the config names: a provider object, or the URL of one speaking Foyer's protocol. */
function providerOf(deps: ApiDeps): OnrampProvider | undefined {
  const config = deps.config.onramp
  if (config?.provider) return config.provider
  return config?.providerUrl ? httpOnrampProvider(config.providerUrl) : undefined
}

/**
 * SPEC §7 on-ramp calls: options (never a 5xx — the SPEC §9 defaults when the provider fails), a quote within
 * the payment method's limits, and the provider's order page for an EVM or Solana wallet (docs/onramp.md).
 */
export function onrampRoutes(deps: ApiDeps): Hono {
  const app = new Hono()

  const readOptions = async (): Promise<{ options: OnrampOptions; fromProvider: boolean }> => {
    const cached = await deps.cache.get<OnrampOptions>(OPTIONS_CACHE_KEY)
    if (cached) return { options: cached, fromProvider: true }
    const provider = providerOf(deps)
    if (provider) {
      try {
        const options = onrampOptionsSchema.parse(await provider.options())
        await deps.cache.set(OPTIONS_CACHE_KEY, options, OPTIONS_TTL_MS)
        return { options, fromProvider: true }
      } catch (error) {
        deps.log.warn('on-ramp options read failed', { error: error instanceof Error ? error.message : String(error) })
      }
    }
    return { options: fallbackOnrampOptions(deps.config.onramp?.purchaseCurrencies), fromProvider: false }
  }

  const providerCall = async <T>(what: string, call: (provider: OnrampProvider) => Promise<T>): Promise<T> => {
    const provider = providerOf(deps)
    if (!provider) throw new ApiError(503, 'ONRAMP_UNAVAILABLE', 'No on-ramp provider is configured')
    try {
      return await call(provider)
    } catch (error) {
      if (error instanceof OnrampProviderRefusal) throw new ApiError(400, 'INVALID_REQUEST', error.message)
      deps.log.warn(`on-ramp ${what} failed`, { error: error instanceof Error ? error.message : String(error) })
      throw new ApiError(503, 'UPSTREAM_UNAVAILABLE', `The on-ramp provider could not give a ${what}`, undefined, {
        'Retry-After': '5',
      })
    }
  }

  app.get('/v1/onramp/options', async (c) => c.json((await readOptions()).options))

  app.post('/v1/onramp/quote', async (c) => {
    const request = parseRequest(onrampQuoteRequestSchema, await readJsonBody(c, ONRAMP_BODY_BYTES))
    checkLimits(request, (await readOptions()).options)
    return c.json(await providerCall('quote', (provider) => provider.quote(request)))
  })

  app.post('/v1/generators/onrampurl', async (c) => {
    const request = parseRequest(onrampUrlRequestSchema, await readJsonBody(c, ONRAMP_BODY_BYTES))
    checkDestinations(request)
    return c.json(await providerCall('order page', (provider) => provider.orderUrl(request)))
  })

  return app
}

/** SPEC §9: an amount outside the payment method's limits is refused, naming them. */
function checkLimits(request: OnrampQuoteRequest, options: OnrampOptions): void {
  const limit = paymentMethodLimit(options, request.paymentCurrency, request.paymentMethod)
  if (!limit) {
    throw new ApiError(
      400,
      'INVALID_REQUEST',
      `Paying in ${request.paymentCurrency} by ${request.paymentMethod} is not offered`,
    )
  }
  const amount = scaledAmount(request.amount)
  if (amount < scaledAmount(limit.min) || amount > scaledAmount(limit.max)) {
    const message = `The amount must be between ${limit.min} and ${limit.max} ${request.paymentCurrency.toUpperCase()} for ${request.paymentMethod}`
    throw new ApiError(400, 'AMOUNT_OUT_OF_LIMITS', message, [{ path: ['amount'], message }])
  }
}
