import { type JsonRpcErrorAnswer, RPC_NOT_ALLOWED_MESSAGE } from '@foyer/protocol'

type Id = JsonRpcErrorAnswer['id']

/**
 * The proxy answers its clients (viem, ethers) in JSON-RPC, so its own errors are JSON-RPC errors too; the
 * platform's stable code rides in `error.data.code`.
 */
function answer(id: Id, code: number, message: string, stableCode: string): JsonRpcErrorAnswer {
  return { jsonrpc: '2.0', id, error: { code, message, data: { code: stableCode } } }
}

export const jsonRpcErrors = {
  parseError: (message: string) => answer(null, -32700, message, 'INVALID_REQUEST'),
  invalidRequest: (message: string) => answer(null, -32600, message, 'INVALID_REQUEST'),
  tooLarge: (message: string) => answer(null, -32600, message, 'PAYLOAD_TOO_LARGE'),
  unsupportedChain: (chainId: string) =>
    answer(null, -32602, `Unsupported chainId: ${chainId.slice(0, 40)}`, 'UNSUPPORTED_CHAIN'),
  // SPEC §6
  notAllowed: (id: Id) => answer(id, -32601, RPC_NOT_ALLOWED_MESSAGE, 'RPC_METHOD_NOT_ALLOWED'),
  // The code a node gives params it refuses, so clients (viem's InvalidParamsRpcError) read it the same way.
  invalidParams: (id: Id, message: string) => answer(id, -32602, message, 'INVALID_REQUEST'),
  // -32005 "limit exceeded" (EIP-1474), what public nodes answer a client over its rate.
  rateLimited: (message: string) => answer(null, -32005, message, 'RATE_LIMITED'),
  answerTooLarge: (id: Id, maxBytes: number) =>
    answer(
      id,
      -32005,
      `The node's answer is larger than ${maxBytes / 1024 / 1024} MiB; ask for less (a smaller block range, fewer calls per batch)`,
      'PAYLOAD_TOO_LARGE',
    ),
  busy: () => answer(null, -32005, 'The server is busy with other large requests; retry shortly', 'SERVER_BUSY'),
  upstreamUnavailable: () => answer(null, -32603, 'The chain node is unavailable', 'UPSTREAM_UNAVAILABLE'),
  bundlerUnavailable: () => answer(null, -32603, 'The bundler is unavailable', 'UPSTREAM_UNAVAILABLE'),
}
