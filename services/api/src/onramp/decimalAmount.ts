/** Digits kept after the point when amounts are compared and computed (fiat has 2, crypto up to 18). */
export const AMOUNT_SCALE = 18

/** A decimal text (`100`, `100.50`) as an integer of AMOUNT_SCALE decimals; the text is already validated. */
export function scaledAmount(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.')
  return (
    BigInt(whole) * 10n ** BigInt(AMOUNT_SCALE) +
    BigInt(fraction.padEnd(AMOUNT_SCALE, '0').slice(0, AMOUNT_SCALE) || '0')
  )
}

/** A scaled integer back to text with `decimals` digits after the point, rounded down. */
export function formatScaled(value: bigint, decimals: number): string {
  const negative = value < 0n
  const absolute = negative ? -value : value
  const unit = 10n ** BigInt(AMOUNT_SCALE)
  const whole = absolute / unit
  const fraction = (absolute % unit).toString().padStart(AMOUNT_SCALE, '0').slice(0, decimals)
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`
}
