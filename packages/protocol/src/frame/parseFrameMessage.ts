import { FRAME_MESSAGE_MAX_BYTES } from './frameConstants.ts'
import { type AppEvent, appEventSchema, type FrameEvent, frameEventSchema } from './frameMessages.ts'

/**
 * The one door for a message from the other side of the frame: too large, off-schema or of another version gives
 * undefined, never an exception, so a receiver drops it with a warning and goes on.
 */
function parseWith<T>(schema: { safeParse(data: unknown): { success: boolean; data?: unknown } }, data: unknown) {
  if (!isWithinSize(data)) return undefined
  const parsed = schema.safeParse(data)
  return parsed.success ? (parsed.data as T) : undefined
}

export function parseAppEvent(data: unknown): AppEvent | undefined {
  return parseWith<AppEvent>(appEventSchema, data)
}

export function parseFrameEvent(data: unknown): FrameEvent | undefined {
  return parseWith<FrameEvent>(frameEventSchema, data)
}

/** Structured clones of cyclic or exotic values cannot be sized by JSON, and are refused with them. */
function isWithinSize(data: unknown): boolean {
  try {
    const text = JSON.stringify(data)
    return text !== undefined && new TextEncoder().encode(text).length <= FRAME_MESSAGE_MAX_BYTES
  } catch {
    return false
  }
}
