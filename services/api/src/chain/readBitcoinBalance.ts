import { z } from 'zod'
import { fetchUpstream } from '../rpc/forwardJsonRpc.ts'
import { answerText, ChainReadError } from './chainReadError.ts'

/**
 * The largest UTXO list read: about 20,000 outputs at ~200 bytes each. Esplora itself refuses an address with
 * more (electrs' `Too many unspent transaction outputs`), so a larger answer is not one to wait for.
 */
export const BITCOIN_UTXO_ANSWER_MAX_BYTES = 4 * 1024 * 1024
/** Memory one byte of the answer takes: the chunks, their join, the text and JSON.parse's objects. */
const ANSWER_BYTES_HELD = 5
/** 21 million BTC in satoshis: no output holds more, so a larger value is an answer to distrust. */
const MAX_SATS = 2_100_000_000_000_000

const utxosSchema = z.array(
  z.object({
    txid: z.string(),
    vout: z.number().int().nonnegative(),
    value: z.number().int().nonnegative().max(MAX_SATS),
  }),
)

/**
 * An address's native balance in satoshis: the sum of Esplora's `GET /address/:address/utxo`, confirmed and
 * in the mempool, which already leaves out outputs a mempool transaction spends (AppKit reads the same call).
 * One request, read at most BITCOIN_UTXO_ANSWER_MAX_BYTES and charged to the request's in-flight bytes.
 */
export async function readBitcoinBalance(
  esploraUrl: string,
  address: string,
  charge?: (bytes: number) => boolean,
): Promise<bigint> {
  const answer = await fetchUpstream(
    `${esploraUrl}/address/${encodeURIComponent(address)}/utxo`,
    { method: 'GET', headers: { accept: 'application/json' } },
    {
      maxBytes: BITCOIN_UTXO_ANSWER_MAX_BYTES,
      ...(charge ? { charge: (bytes: number) => charge(bytes * ANSWER_BYTES_HELD) } : {}),
    },
  )
  const text = answerText(answer, BITCOIN_UTXO_ANSWER_MAX_BYTES)
  let utxos: z.infer<typeof utxosSchema>
  try {
    utxos = utxosSchema.parse(JSON.parse(text))
  } catch {
    throw new ChainReadError('unavailable', 'the Esplora API answered something that is not a UTXO list')
  }
  return utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
}
