/**
 * Small hand-written readers for untrusted JSON (smaller than a schema library in this lazily loaded chunk).
 * Each reader returns a value of its type built from what it checked, or throws a PayloadError naming the path.
 */
export class PayloadError extends Error {
  override name = 'PayloadError'
}

export type Reader<T> = (value: unknown, path: string) => T

const fail = (path: string, expected: string): never => {
  throw new PayloadError(`${path} must be ${expected}`)
}

export const MAX_STRING = 4096

export const string =
  (max = MAX_STRING): Reader<string> =>
  (value, path) =>
    typeof value === 'string' && value.length <= max ? value : fail(path, `a string of at most ${max} characters`)

export const matching =
  (pattern: RegExp, description: string): Reader<string> =>
  (value, path) =>
    typeof value === 'string' && pattern.test(value) ? value : fail(path, description)

export const safeInteger: Reader<number> = (value, path) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : fail(path, 'an integer')

/** Unix seconds; some clients send fractions (milliseconds / 1000), which are floored. */
export const unixSeconds: Reader<number> = (value, path) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : fail(path, 'unix seconds')

export const boolean: Reader<boolean> = (value, path) => (typeof value === 'boolean' ? value : fail(path, 'a boolean'))

export const unknownValue: Reader<unknown> = (value) => value

export const literal =
  <T extends string>(expected: T): Reader<T> =>
  (value, path) =>
    value === expected ? expected : fail(path, `"${expected}"`)

export const array =
  <T>(item: Reader<T>, max = 1000): Reader<T[]> =>
  (value, path) => {
    if (!Array.isArray(value) || value.length > max) return fail(path, `an array of at most ${max} items`)
    return value.map((entry, index) => item(entry, `${path}[${index}]`))
  }

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export const record =
  <T>(entry: Reader<T>, key: Reader<string> = string(256), max = 100): Reader<Record<string, T>> =>
  (value, path) => {
    if (!isPlainObject(value)) return fail(path, 'an object')
    const entries = Object.entries(value)
    if (entries.length > max) return fail(path, `an object of at most ${max} keys`)
    const out: Record<string, T> = {}
    for (const [name, item] of entries) out[key(name, `${path} key`)] = entry(item, `${path}.${name}`)
    return out
  }

export const optional =
  <T>(reader: Reader<T>): Reader<T | undefined> =>
  (value, path) =>
    value === undefined || value === null ? undefined : reader(value, path)

type Shape = Record<string, Reader<unknown>>
type Read<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> }

/** Reads the named fields; other fields are dropped, so nothing unchecked travels further. */
export const object =
  <S extends Shape>(shape: S): Reader<Read<S>> =>
  (value, path) => {
    if (!isPlainObject(value)) return fail(path, 'an object')
    const out: Record<string, unknown> = {}
    for (const [name, reader] of Object.entries(shape)) {
      const read = reader(value[name], `${path}.${name}`)
      if (read !== undefined) out[name] = read
    }
    return out as Read<S>
  }
