import { InvalidDecimalError } from '../errors/errors.ts'

/**
 * "1.5" with 18 decimals → 1500000000000000000n. SPEC §5: only a decimal number string with an optional
 * minus is accepted ("1", "-0.5", "1.", ".5"); no exponent, sign "+", spaces or separators.
 * Fraction digits beyond `decimals` are cut off (rounded toward zero), so the result never exceeds
 * what the visitor typed.
 */
export function parseUnits(value: string, decimals: number): bigint {
  const [, sign, integer = '', fraction = ''] = /^(-?)(\d*)\.?(\d*)$/.exec(value) ?? []
  if (!integer && !fraction) throw new InvalidDecimalError(value)
  const units = BigInt(integer + fraction.slice(0, decimals).padEnd(decimals, '0'))
  return sign ? -units : units
}

/** 1500000000000000000n with 18 decimals → "1.5": exact, no trailing zeros, no exponent. */
export function formatUnits(value: bigint, decimals: number): string {
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0')
  const split = digits.length - decimals
  const fraction = digits.slice(split).replace(/0+$/, '')
  return `${value < 0n ? '-' : ''}${digits.slice(0, split)}${fraction ? `.${fraction}` : ''}`
}
