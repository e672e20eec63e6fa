/**
 * A network fee to read at a glance: four significant digits after the leading zeros ("0.00007604"),
 * rounded down like every balance Foyer shows, never "0.000" for a fee that is not zero.
 */
export function formatFee(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.')
  if (whole !== '0' && whole !== '-0')
    return fraction ? `${whole}.${fraction.slice(0, 4).replace(/0+$/, '') || '0'}` : whole
  const firstDigit = fraction.search(/[1-9]/)
  if (firstDigit === -1) return '0'
  return `0.${fraction.slice(0, firstDigit + 4).replace(/0+$/, '')}`
}
