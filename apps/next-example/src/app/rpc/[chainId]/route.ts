import { rpcUpstream } from '../../../server/exampleEnv.ts'
import { forwardRequest } from '../../../server/forwardRequest.ts'

export const dynamic = 'force-dynamic'

/** POST /rpc/{chainId} → that chain's JSON-RPC node; a chain the server was not given is not found. */
export async function POST(request: Request, context: { params: Promise<{ chainId: string }> }): Promise<Response> {
  const upstream = rpcUpstream((await context.params).chainId)
  if (!upstream) return Response.json({ error: 'No RPC for this chain' }, { status: 404 })
  return forwardRequest(request, upstream)
}
