/** The IANA time zone the visitor's browser is set to (e.g. 'Europe/Paris'), or undefined when it cannot tell. */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}
