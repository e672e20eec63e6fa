/**
 * SPEC §9: a balance is shown with 3 decimals, rounded down ("1.23999" → "1.239"). Works on the digits,
 * never on floats, so huge balances stay exact. Anything that is not a decimal string (or undefined
 * while loading) shows as "0.000". With a `locale` the digits are written the visitor's way by `Intl`
 * (separators, grouping, numerals: "1.234,567" in German); without one, as the SPEC writes them ("1234.567").
 */
export function formatBalance(value: string | undefined, symbol?: string, locale?: string): string {
  const [, sign, integer = '', fraction = ''] = /^(-?)(\d*)\.?(\d*)$/.exec(value ?? '') ?? []
  const digits = `${integer.replace(/^0+/, '') || '0'}.${fraction.slice(0, 3).padEnd(3, '0')}`
  // Cutting toward zero can leave "-0.000"; a minus in front of nothing is noise.
  const minus = sign && /[1-9]/.test(digits) ? '-' : ''
  const shown = locale ? inLocale(`${minus}${digits}`, locale) : `${minus}${digits}`
  return `${shown}${symbol ? ` ${symbol}` : ''}`
}

/** The decimal string, already cut to 3 decimals, written by `Intl` exactly (a string, never a float). */
function inLocale(decimal: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 })
  // Intl formats a decimal string exactly (ES2023 Intl.NumberFormat v3); TypeScript's lib types only numbers.
  return format.format(decimal as unknown as number)
}
