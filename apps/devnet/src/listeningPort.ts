import type { ChildProcess } from 'node:child_process'

/**
 * The port a child process says it listens on: its stdout is read until `line` matches (group 1 is the port), then
 * drained, echoed when `verbose`. The process's own line is the proof it holds the port, not another process that
 * happens to answer there (a port picked free beforehand can be taken in between). Rejects with `exitedError` if the
 * process exits first.
 */
export function listeningPort(
  child: ChildProcess,
  line: RegExp,
  options: { verbose: boolean; exited: Promise<string>; exitedError: (lastWords: string) => Error },
): Promise<string> {
  let heard: string | undefined = ''
  let onPort: (port: string) => void = () => {}
  const said = new Promise<string>((resolve) => {
    onPort = resolve
  })
  child.stdout?.setEncoding('utf8')
  child.stdout?.on('data', (chunk: string) => {
    if (options.verbose) process.stdout.write(chunk)
    if (heard === undefined) return
    heard = (heard + chunk).slice(-4000)
    const port = line.exec(heard)?.[1]
    if (port === undefined) return
    heard = undefined
    onPort(port)
  })
  const port = Promise.race([
    said,
    options.exited.then((lastWords) => {
      throw options.exitedError(lastWords)
    }),
  ])
  // A caller that stops the process before it listens has no use for the rejection.
  port.catch(() => {})
  return port
}

/** `promise`, or a rejection saying "`what` within `ms` ms" once that long has passed. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}
