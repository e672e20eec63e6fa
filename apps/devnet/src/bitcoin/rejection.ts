/** Bitcoin Core's RPC error codes that `sendrawtransaction` answers with. */
export const RPC_ERROR = {
  deserialization: -22,
  verify: -25,
  rejected: -26,
  alreadyInChain: -27,
} as const

/** A transaction Core would refuse, with the code and message its `sendrawtransaction` returns. */
export class TxRejectedError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'TxRejectedError'
  }
}

export const reject = (message: string) => new TxRejectedError(RPC_ERROR.rejected, message)

/** Core's FormatMoney: BTC with trailing zeros trimmed down to two decimals ("0.01", "1.00", "0.00001"). */
export function formatMoney(sats: bigint): string {
  const sign = sats < 0n ? '-' : ''
  const abs = sats < 0n ? -sats : sats
  const text = `${abs / 100_000_000n}.${(abs % 100_000_000n).toString().padStart(8, '0')}`
  return sign + text.replace(/(\.\d\d\d*?)0+$/, '$1')
}
