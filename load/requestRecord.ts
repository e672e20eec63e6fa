/** One request the load generator sent, timed on the harness's clock (performance.now(), milliseconds). */
export interface RequestRecord {
  route: string
  startedAt: number
  endedAt: number
  /** The HTTP status; 0 when no answer came (connection reset, timeout). */
  status: number
}

export const succeeded = (record: RequestRecord) => record.status >= 200 && record.status < 300
