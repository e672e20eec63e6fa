import type { AmountProblem } from '@foyer/core'
import { formatOnrampLabel, paymentMethodInText } from './onrampLabels.ts'

/** What the form says about the typed amount (nothing while it is empty or fine). */
export function amountMessage(
  problem: AmountProblem | undefined,
  currency: string,
  method: string,
): string | undefined {
  if (!problem || problem.kind === 'empty') return undefined
  const methodName = paymentMethodInText(method)
  if (problem.kind === 'invalid') return formatOnrampLabel('invalidAmount')
  if (problem.kind === 'notOffered') return formatOnrampLabel('notOffered', { currency, method: methodName })
  return formatOnrampLabel('outOfLimits', {
    min: problem.limit.min,
    max: problem.limit.max,
    currency,
    method: methodName,
  })
}
