/** Digits after the point the sandbox computes with. */
const SCALE = 18
const UNIT = 10n ** BigInt(SCALE)

/** A decimal text (`100`, `100.50`, already validated) as an integer of 18 decimals. */
export function toScaled(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.')
  return BigInt(whole) * UNIT + BigInt(fraction.padEnd(SCALE, '0').slice(0, SCALE) || '0')
}

/** A number (a configured price) as an integer of 18 decimals, to the micro-unit. */
export function numberToScaled(value: number): bigint {
  return BigInt(Math.round(value * 1e6)) * 10n ** BigInt(SCALE - 6)
}

/** An 18-decimal integer as text with `decimals` digits after the point, rounded down. */
export function fromScaled(value: bigint, decimals: number): string {
  const whole = value / UNIT
  const fraction = (value % UNIT).toString().padStart(SCALE, '0').slice(0, decimals)
  return decimals > 0 ? `${whole}.${fraction}` : `${whole}`
}

export const multiplyScaled = (a: bigint, b: bigint): bigint => (a * b) / UNIT
export const divideScaled = (a: bigint, b: bigint): bigint => (a * UNIT) / b

/** An 18-decimal amount in the smallest unit of a currency of `decimals` decimals (wei, lamports). */
export function toBaseUnits(value: bigint, decimals: number): bigint {
  return decimals >= SCALE ? value * 10n ** BigInt(decimals - SCALE) : value / 10n ** BigInt(SCALE - decimals)
}
