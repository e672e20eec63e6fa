import { describe, expect, it } from 'vitest'
import { type TraceEvent, whereTimeGoes } from './traceBreakdown.ts'

const main = { pid: 1, tid: 7 }
const at = (name: string, ms: number, durationMs?: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: durationMs === undefined ? 'R' : 'X',
  ts: ms * 1000,
  ...(durationMs === undefined ? {} : { dur: durationMs * 1000 }),
  ...main,
  ...extra,
})

describe('whereTimeGoes', () => {
  it('splits the click → list window into main-thread work by kind and the idle rest', () => {
    const figures = whereTimeGoes([
      at('foyer-click', 100),
      at('EventDispatch', 100.5, 4.5),
      // Script and a style recalculation forced inside the dispatch are counted once, as the dispatch's.
      at('FunctionCall', 101, 3),
      at('UpdateLayoutTree', 103, 1),
      at('FunctionCall', 106, 1),
      at('ResourceSendRequest', 105, undefined, {
        ph: 'I',
        args: { data: { url: 'http://127.0.0.1/assets/ModalShell.js' } },
      }),
      at('UpdateLayoutTree', 110, 2),
      at('Layout', 112, 1),
      at('Paint', 113, 1),
      // Another thread's work is not the main thread's.
      at('FunctionCall', 106, 3, { tid: 9 }),
      at('foyer-list', 120),
    ])
    expect(figures).toEqual({
      'click → list': 20,
      'click dispatch (React renders the modal)': 4.5,
      'other script (timers, messages, effects)': 1,
      'style recalculation': 2,
      layout: 1,
      paint: 1,
      'JS chunks requested': 1,
      'main thread idle (waiting)': 10.5,
    })
  })

  it('refuses a trace without the two marks', () => {
    expect(() => whereTimeGoes([at('foyer-click', 1)])).toThrow('The trace lacks the foyer-click or foyer-list mark')
  })
})
