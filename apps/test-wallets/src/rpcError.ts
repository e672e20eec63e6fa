/** An EIP-1193 / JSON-RPC error: what a dapp sees when a real wallet says no or fails. */
export class DevWalletRpcError extends Error {
  override readonly name = 'DevWalletRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

// The texts are MetaMask's, so code that matches on wording behaves as it would with a real wallet.
export const userRejected = () => new DevWalletRpcError(4001, 'User rejected the request.')
export const unauthorized = () =>
  new DevWalletRpcError(4100, 'The requested account and/or method has not been authorized by the user.')
export const unsupportedMethod = (method: string) =>
  new DevWalletRpcError(4200, `The Provider does not support the requested method: ${method}`)
export const disconnected = () => new DevWalletRpcError(4900, 'The Provider is disconnected from all chains.')
export const unrecognizedChain = (chainIdHex: string) =>
  new DevWalletRpcError(
    4902,
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
  )
export const invalidParams = (message: string) => new DevWalletRpcError(-32602, message)
