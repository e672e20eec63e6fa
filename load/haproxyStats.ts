/** One instance as haproxy's stats page reports it. */
export interface ServerState {
  backend: string
  server: string
  /** haproxy's word: UP, DOWN, "UP 1/2" (going down), "DOWN 1/2" (coming up), MAINT, no check… */
  status: string
}

/** Reads haproxy's stats CSV (`/stats;csv`): the header line starts with `# `; frontends and backends are skipped. */
export function parseHaproxyStats(csv: string): ServerState[] {
  const [header, ...lines] = csv.split('\n').filter((line) => line.trim() !== '')
  if (!header?.startsWith('# ')) throw new Error('not a haproxy stats CSV: the first line is not its header')
  const columns = header.slice(2).split(',')
  const backendColumn = columns.indexOf('pxname')
  const serverColumn = columns.indexOf('svname')
  const statusColumn = columns.indexOf('status')
  return lines
    .map((line) => line.split(','))
    .filter((cells) => cells[serverColumn] !== 'FRONTEND' && cells[serverColumn] !== 'BACKEND')
    .map((cells) => ({
      backend: cells[backendColumn] ?? '',
      server: cells[serverColumn] ?? '',
      status: cells[statusColumn] ?? '',
    }))
}

/** Fully up or fully down as the balancer acts on it: "UP 1/2" still takes traffic, "DOWN 1/2" does not yet. */
export function takesTraffic(status: string): boolean {
  return status.startsWith('UP') || status === 'no check'
}
