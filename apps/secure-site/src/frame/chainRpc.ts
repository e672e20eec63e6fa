import { FRAME_SDK } from './embeddedApi.ts'
import { FrameRequestError } from './frameRequestError.ts'

/** The JSON-RPC the signers send with (signers/evmSigner.ts `JsonRpc`). */
export interface JsonRpc {
  request(method: string, params: readonly unknown[]): Promise<unknown>
}

/**
 * JSON-RPC for one chain through the API's RPC proxy (SPEC §7 `{rpcUrl}/v1/?chainId=&projectId=`), reached at the
 * frame's own `/api/v1/` (connect-src 'self'): the frame names no node, and the proxy applies the API's own
 * method policy and limits. `chainId` is an EVM id or a Solana CAIP-2 network id.
 */
export function createChainRpc(options: {
  origin: string
  projectId: string
  chainId: number | string
  fetch?: typeof fetch
  /** `bundler`: the chain's ERC-4337 bundler through the API's bundler proxy (`/api/v1/embedded/bundler`). */
  endpoint?: 'chain' | 'bundler'
}): JsonRpc {
  const send = options.fetch ?? ((input, init) => fetch(input, init))
  let nextId = 1
  return {
    async request(method, params) {
      const bundler = options.endpoint === 'bundler'
      const url = new URL(bundler ? '/api/v1/embedded/bundler' : '/api/v1/', options.origin)
      url.search = new URLSearchParams({
        chainId: String(options.chainId),
        projectId: options.projectId,
        // The bundler proxy is one of the API's SDK calls, which carry st and sv (SPEC §7).
        ...(bundler ? FRAME_SDK : {}),
      }).toString()
      const id = nextId++
      let answer: Response
      try {
        answer = await send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
        })
      } catch {
        throw new FrameRequestError('Unable to reach the network')
      }
      const body = (await answer.json().catch(() => undefined)) as
        | { result?: unknown; error?: { code?: unknown; message?: unknown } }
        | undefined
      if (body?.error) {
        const message =
          typeof body.error.message === 'string' ? body.error.message : `HTTP status code: ${answer.status}`
        throw new FrameRequestError(message)
      }
      if (!answer.ok || !body || !('result' in body)) throw new FrameRequestError(`HTTP status code: ${answer.status}`)
      return body.result
    },
  }
}
