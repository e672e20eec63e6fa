import {
  ONRAMP_DEFAULT_PAYMENT_CURRENCIES,
  ONRAMP_DEFAULT_PAYMENT_METHOD_LIMITS,
  type OnrampOptions,
  type PaymentMethodLimit,
  type PurchaseCurrency,
} from '@foyer/protocol'

/** SPEC §7, §9: the options served when the provider fails — USD and EUR with the default limits. */
export function fallbackOnrampOptions(purchaseCurrencies: readonly PurchaseCurrency[] = []): OnrampOptions {
  return {
    paymentCurrencies: ONRAMP_DEFAULT_PAYMENT_CURRENCIES.map((id) => ({
      id,
      payment_method_limits: ONRAMP_DEFAULT_PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })),
    })),
    purchaseCurrencies: [...purchaseCurrencies],
  }
}

/** The limits of one payment method in one currency, if the options offer it. */
export function paymentMethodLimit(
  options: OnrampOptions,
  currency: string,
  method: string,
): PaymentMethodLimit | undefined {
  const payment = options.paymentCurrencies.find(({ id }) => id.toUpperCase() === currency.toUpperCase())
  return payment?.payment_method_limits.find(({ id }) => id === method)
}
