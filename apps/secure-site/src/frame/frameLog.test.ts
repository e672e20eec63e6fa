import { describe, expect, it } from 'vitest'
import { createFrameLog } from './frameLog.ts'

function recordingConsole() {
  const printed: { warn: string[]; error: string[] } = { warn: [], error: [] }
  return {
    printed,
    output: {
      warn: (message: string) => printed.warn.push(message),
      error: (message: string) => printed.error.push(message),
    },
  }
}

describe('the frame log', () => {
  it('keeps and prints a failed request by its name and message when enableLogger is true', () => {
    const { printed, output } = recordingConsole()
    const log = createFrameLog(true, output)
    log.failed('CONNECT_OTP', 'Invalid code')
    expect(log.entries()).toEqual([
      expect.objectContaining({ level: 50, message: 'CONNECT_OTP failed', context: { message: 'Invalid code' } }),
    ])
    expect(printed.error).toEqual(['Foyer frame: CONNECT_OTP failed: Invalid code'])
  })

  it('keeps and prints nothing of a failed request by default', () => {
    const { printed, output } = recordingConsole()
    const log = createFrameLog(false, output)
    log.failed('CONNECT_OTP', 'Invalid code')
    expect(log.entries()).toEqual([])
    expect(printed.error).toEqual([])
  })

  it('prints a warning as before, and keeps it only when the log is on', () => {
    const off = recordingConsole()
    const on = recordingConsole()
    const quiet = createFrameLog(false, off.output)
    const logging = createFrameLog(true, on.output)
    quiet.warn('Foyer frame: dropped a repeated request id 1')
    logging.warn('Foyer frame: dropped a repeated request id 1')
    expect(off.printed.warn).toHaveLength(1)
    expect(quiet.entries()).toEqual([])
    expect(logging.entries()).toEqual([expect.objectContaining({ level: 40 })])
  })
})
