/**
 * A batch's answer: the node's JSON text with the proxy's own answers added, without parsing the node's text
 * (which may be megabytes). A node answers a batch with an array, or with one error object for the whole
 * batch, or with nothing when every call it got was a notification; either way clients match answers by id
 * (JSON-RPC 2.0 §6).
 */
export function appendAnswers(nodeText: string, own: readonly unknown[]): string {
  const added = own.map((answer) => JSON.stringify(answer)).join(',')
  const trimmed = nodeText.trim()
  if (own.length === 0) return trimmed
  // A batch of notifications alone gets no answer at all from the node (JSON-RPC 2.0 §6).
  if (trimmed === '') return `[${added}]`
  if (!trimmed.startsWith('[') || !trimmed.endsWith(']')) return `[${trimmed},${added}]`
  const inner = trimmed.slice(1, -1).trim()
  return inner === '' ? `[${added}]` : `[${inner},${added}]`
}
