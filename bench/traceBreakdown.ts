/** One event of Chromium's trace (the Trace Event Format); times in microseconds. */
export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { url?: string; requestId?: string; name?: string } }
}

/** What the main thread did between the two marks, by kind; the rest of the window is waiting (network, frames). */
const KINDS: Record<string, string> = {
  // The click's own dispatch: React renders the modal synchronously inside it (a discrete event).
  EventDispatch: 'click dispatch (React renders the modal)',
  FunctionCall: 'other script (timers, messages, effects)',
  TimerFire: 'other script (timers, messages, effects)',
  EvaluateScript: 'script (evaluating chunks)',
  'v8.compile': 'compiling chunks',
  'v8.compileModule': 'compiling chunks',
  'v8.evaluateModule': 'script (evaluating chunks)',
  ParseAuthorStyleSheet: 'parsing styles',
  UpdateLayoutTree: 'style recalculation',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
}

/**
 * Where the time from the click to the wallet list went, from the page's `foyer-click` and `foyer-list` marks:
 * main-thread time by kind (each event counted once, outside any other counted event), the JS chunks fetched in
 * the window, and the rest (the main thread idle: waiting for a chunk or the next frame).
 */
export function whereTimeGoes(events: readonly TraceEvent[]): Record<string, number> {
  const mark = (name: string) => events.find((event) => event.name === name && event.ph !== 'e')
  const click = mark('foyer-click')
  const list = mark('foyer-list')
  if (!click || !list) throw new Error('The trace lacks the foyer-click or foyer-list mark')
  const main = { pid: click.pid, tid: click.tid }
  const start = click.ts
  const end = list.ts
  const totals: Record<string, number> = { 'click → list': (end - start) / 1000 }
  let busy = 0
  let coveredUntil = 0
  const counted = events
    .filter((event) => event.ph === 'X' && event.pid === main.pid && event.tid === main.tid && KINDS[event.name])
    .filter((event) => event.ts < end && event.ts + (event.dur ?? 0) > start)
    .sort((a, b) => a.ts - b.ts)
  for (const event of counted) {
    const from = Math.max(event.ts, start, coveredUntil)
    const to = Math.min(event.ts + (event.dur ?? 0), end)
    if (to <= from) continue
    const kind = KINDS[event.name] ?? event.name
    totals[kind] = (totals[kind] ?? 0) + (to - from) / 1000
    busy += to - from
    coveredUntil = to
  }
  const chunks = events
    .filter((event) => event.name === 'ResourceSendRequest' && event.ts >= start && event.ts <= end)
    .filter((event) => event.args?.data?.url?.endsWith('.js'))
  totals['JS chunks requested'] = chunks.length
  totals['main thread idle (waiting)'] = (end - start - busy) / 1000
  return totals
}
