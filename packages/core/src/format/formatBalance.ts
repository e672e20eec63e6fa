/**
 * SPEC §9: a balance is shown with 3 decimals, rounded down ("1.23999" → "1.239"). Works on the digits,
 * never on floats, so huge balances stay exact. Anything that is not a decimal string (or undefined
 * while loading) shows as "0.000".
 */
export function formatBalance(value: string | undefined, symbol?: string): string {
  const [, sign, integer = '', fraction = ''] = /^(-?)(\d*)\.?(\d*)$/.exec(value ?? '') ?? []
  const digits = `${integer.replace(/^0+/, '') || '0'}.${fraction.slice(0, 3).padEnd(3, '0')}`
  // Cutting toward zero can leave "-0.000"; a minus in front of nothing is noise.
  const minus = sign && /[1-9]/.test(digits) ? '-' : ''
  return `${minus}${digits}${symbol ? ` ${symbol}` : ''}`
}
