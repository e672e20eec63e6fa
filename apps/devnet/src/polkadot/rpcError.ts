/** A JSON-RPC error as a Substrate node (jsonrpsee) answers it. */
export class PolkadotRpcError extends Error {
  override readonly name = 'PolkadotRpcError'
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

// jsonrpsee's codes and texts, so clients that show or match them behave as against a node.
export const parseError = () => new PolkadotRpcError(-32700, 'Parse error')
export const invalidRequest = () => new PolkadotRpcError(-32600, 'Invalid request')
export const methodNotFound = () => new PolkadotRpcError(-32601, 'Method not found')
export const invalidParams = (detail: string) => new PolkadotRpcError(-32602, 'Invalid params', detail)
export const internalError = () => new PolkadotRpcError(-32603, 'Internal error')
/** sc-rpc's state/chain client error (BASE_ERROR 4000 + 3) for a block the node does not have. */
export const unknownBlock = (hash: string) =>
  new PolkadotRpcError(4003, `Client error: UnknownBlock: Header was not found in the database: ${hash}`)
/** sc-rpc's state error for a runtime call the runtime does not export. */
export const runtimeCallFailed = (method: string) =>
  new PolkadotRpcError(4003, `Client error: Execution failed: Other: Exported method ${method} is not found`)
