import { readFile } from 'node:fs/promises'

export interface ProcessMemory {
  /** Resident memory now, in bytes. */
  rss: number
  /** The most it has been resident, in bytes (the kernel's high-water mark). */
  peak: number
}

/** Another process's memory as Linux reports it in /proc; undefined elsewhere or once it has exited. */
export async function processMemory(pid: number): Promise<ProcessMemory | undefined> {
  let status: string
  try {
    status = await readFile(`/proc/${pid}/status`, 'utf8')
  } catch {
    return undefined
  }
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN)
  const rss = kib('VmRSS')
  const peak = kib('VmHWM')
  return Number.isFinite(rss) && Number.isFinite(peak) ? { rss: rss * 1024, peak: peak * 1024 } : undefined
}
