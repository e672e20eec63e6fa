/** A JSON-RPC error as a Solana validator's RPC answers it: code, message and, for some, data. */
export class SolanaRpcError extends Error {
  override readonly name = 'SolanaRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }

  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

// The codes and texts of jsonrpc-core and of Agave's RpcCustomError, so clients that match on them (kit's
// SolanaError mapping, web3.js) behave as they would against a real validator.
export const parseError = () => new SolanaRpcError(-32700, 'Parse error')
export const invalidRequest = () => new SolanaRpcError(-32600, 'Invalid request')
export const methodNotFound = () => new SolanaRpcError(-32601, 'Method not found')
export const invalidParams = (detail: string) => new SolanaRpcError(-32602, `Invalid params: ${detail}.`)
/** Agave's own -32602 texts ("Invalid param: not a Token account", "invalid transaction: …") carry no prefix. */
export const invalidParam = (message: string) => new SolanaRpcError(-32602, message)
export const internalError = () => new SolanaRpcError(-32603, 'Internal error')
export const signatureVerificationFailure = () =>
  new SolanaRpcError(-32003, 'Transaction signature verification failure')
export const minContextSlotNotReached = (contextSlot: bigint) =>
  new SolanaRpcError(-32016, 'Minimum context slot has not been reached', { contextSlot })
export const unsupportedTransactionVersion = (version: number) =>
  new SolanaRpcError(
    -32015,
    `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
  )
