import { HttpStatusError, type Network } from '@foyer/core'
import { esploraFetch } from './esplora.ts'

/** Bitcoin Core's reject reasons as Esplora passes them on, in words a visitor can act on. */
const REJECT_REASONS: readonly (readonly [RegExp, string])[] = [
  [
    /txn-mempool-conflict|bad-txns-inputs-missingorspent|missing-inputs/,
    'An input is already spent: refresh and try again',
  ],
  [/bad-txns-premature-spend-of-coinbase/, 'A coin is a mining reward that needs 100 confirmations first'],
  [/bad-txns-in-belowout|bad-txns-.*-toolarge/, 'The payment spends more than its inputs hold'],
  [/(min relay|mempool min) fee not met|insufficient fee/, 'The fee is below what the network relays'],
  [/\bdust\b/, 'An output is too small to relay (dust)'],
  [/script-verify-flag-failed|bad-witness|non-final/, 'The wallet signature does not verify'],
]

/** Core's words inside Esplora's 400 text: `sendrawtransaction RPC error: {"code":-26,"message":"…"}`. */
function rejectReason(text: string): string {
  const json = text.slice(text.indexOf('{'))
  try {
    const message = (JSON.parse(json) as { message?: unknown }).message
    if (typeof message === 'string') return message
  } catch {
    // Not Core's JSON: the text is the reason.
  }
  return text.trim()
}

const ALREADY_KNOWN = /txn-already-in-mempool|txn-already-known|transaction already in block chain/

/**
 * Broadcasts a raw transaction through `POST {base}/tx` and resolves to its txid. A transaction the node already has
 * is sent; a refusal says why in plain words (its code is Core's reason, the detail the sentence).
 */
export async function broadcastTransaction(
  network: Network,
  rawHex: string,
  txid: string,
  fetchFn: typeof fetch,
): Promise<string> {
  try {
    const response = await esploraFetch(network, '/tx', fetchFn, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: rawHex,
    })
    const answer = (await response.text()).trim()
    return /^[0-9a-f]{64}$/i.test(answer) ? answer.toLowerCase() : txid
  } catch (error) {
    if (!(error instanceof HttpStatusError) || error.status !== 400) throw error
    const reason = rejectReason(error.detail ?? '')
    if (ALREADY_KNOWN.test(reason)) return txid
    const sentence =
      REJECT_REASONS.find(([pattern]) => pattern.test(reason))?.[1] ?? 'The network refused the transaction'
    throw new HttpStatusError(400, { code: reason, message: `${sentence} (${reason})` })
  }
}
