import { addressRoute } from './addressRoutes.ts'
import { blockRoute, blocksRoute } from './blockRoutes.ts'
import type { EsploraContext } from './esploraContext.ts'
import { type HttpReply, json, notFound, text } from './httpReply.ts'
import { mempoolRoute } from './mempoolRoutes.ts'
import { parseIndex } from './pathParams.ts'
import { mineRoute, postTxRoute } from './postRoutes.ts'
import { txRoute } from './txRoutes.ts'

/** Confirmation targets Esplora's /fee-estimates lists. */
const FEE_TARGETS = [...Array.from({ length: 25 }, (_, i) => i + 1), 144, 504, 1008]

/**
 * The Esplora REST subset wallets and @scure/btc-signer's EsploraProvider use, answered from the chain; an
 * `/api` prefix (as blockstream.info and mempool.space serve it) is accepted too.
 */
export function answerEsplora(context: EsploraContext, method: string, url: string, body: string): HttpReply {
  const pathname = url.split('?')[0] ?? '/'
  const parts = pathname.split('/').filter((part) => part.length > 0)
  if (parts[0] === 'api') parts.shift()
  const segments = parts.map((part) => {
    try {
      return decodeURIComponent(part)
    } catch {
      return part
    }
  })
  if (method === 'POST') {
    if (segments.length === 1 && segments[0] === 'tx') return postTxRoute(context.chain, body)
    if (segments[0] === 'regtest' && segments[1] === 'mine' && segments.length <= 4)
      return mineRoute(context, segments[2] ?? '', segments[3])
    return notFound('Endpoint')
  }
  if (method !== 'GET' && method !== 'HEAD') return text('Method not allowed', 405)
  return getRoute(context, segments)
}

function getRoute(context: EsploraContext, segments: string[]): HttpReply {
  const { chain } = context
  const [resource, id, sub, extra] = segments
  switch (resource) {
    case 'blocks':
      return blocksRoute(chain, segments)
    case 'block-height': {
      const height = parseIndex(id)
      const block = height === undefined ? undefined : chain.state.blocks[height]
      return block && segments.length === 2 ? text(block.id) : notFound('Block')
    }
    case 'block':
      return blockRoute(chain, id?.toLowerCase(), sub, extra, segments.length)
    case 'tx':
      return txRoute(chain, id?.toLowerCase(), sub, extra, segments.length)
    case 'address':
      return addressRoute(chain, segments)
    case 'mempool':
      return mempoolRoute(chain, segments)
    case 'fee-estimates':
      return segments.length === 1
        ? json(Object.fromEntries(FEE_TARGETS.map((target) => [String(target), context.feeRate])))
        : notFound('Endpoint')
    case 'v1':
      if (segments.length === 3 && id === 'fees' && sub === 'recommended')
        return json({
          fastestFee: context.feeRate,
          halfHourFee: context.feeRate,
          hourFee: context.feeRate,
          economyFee: chain.minRelayFeeRate,
          minimumFee: chain.minRelayFeeRate,
        })
      return notFound('Endpoint')
    default:
      return notFound('Endpoint')
  }
}
