/** The part of TC39 Temporal read here; the project's lib (ES2023) does not declare Temporal. */
interface TemporalClock {
  Now: { timeZoneId(): string }
}

/**
 * The IANA time zone the visitor's browser is set to (e.g. 'Europe/Paris'), or undefined when it cannot tell.
 *
 * Temporal's clock where the browser has one (Chromium 144+, Firefox 139+): it reads the zone alone, ≈ 0.5 ms. The
 * fallback, a page's first `Intl.DateTimeFormat`, also loads ICU's date formats, 15–26 ms on the bench machine
 * (docs/bench-peers.md, fifteenth pass), and a dapp with swaps or buying crypto asks this before its button shows.
 */
export function visitorTimeZone(
  scope: { Temporal?: TemporalClock } = globalThis as { Temporal?: TemporalClock },
): string | undefined {
  try {
    const zone = scope.Temporal ? scope.Temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone
    return zone || undefined
  } catch {
    return undefined
  }
}
