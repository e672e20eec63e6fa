// RFC 3339 §5.6 `date-time`, read for real: a pattern alone lets 31 February and 25:00 through, and Date.parse
// then rolls the first over to March and cannot read the second at all.

// "T" and "Z" may be lower case (RFC 3339 §5.6 note: ABNF strings are case-insensitive).
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/**
 * The instant (ms since 1970 UTC) an RFC 3339 date-time names, or undefined when it names none: a day the
 * calendar does not have (leap years included), an hour past 23, a minute past 59, an offset past 23:59.
 *
 * Second 60 is a leap second (RFC 3339 §5.7). It is accepted only where one can be inserted: 23:59:60 UTC,
 * once the offset is applied, on 30 June or 31 December. It reads as the last millisecond of that day, which
 * keeps the order of instants. Fractions finer than a millisecond are cut, not rounded.
 */
export function readRfc3339(value: string): number | undefined {
  const match = DATE_TIME.exec(value)
  if (!match) return undefined
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const [, , , , , , , fraction = '', sign, offsetHours = '0', offsetMinutes = '0'] = match
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  if (hour > 23 || minute > 59 || second > 60 || Number(offsetHours) > 23 || Number(offsetMinutes) > 59) {
    return undefined
  }
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000
  const local = new Date(0)
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  local.setUTCFullYear(year, month - 1, day)
  local.setUTCHours(hour, minute, Math.min(second, 59), Number(fraction.slice(0, 3).padEnd(3, '0')))
  const instant = local.getTime() - offsetMs
  if (second < 60) return instant
  const utc = new Date(instant)
  const endOfHalfYear =
    (utc.getUTCMonth() === 5 && utc.getUTCDate() === 30) || (utc.getUTCMonth() === 11 && utc.getUTCDate() === 31)
  if (!endOfHalfYear || utc.getUTCHours() !== 23 || utc.getUTCMinutes() !== 59) return undefined
  return instant - utc.getUTCMilliseconds() + 999
}
