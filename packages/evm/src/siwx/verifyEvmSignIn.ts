import type { Network, SiwxSession } from '@foyer/core'
import { createPublicClient, custom, isAddress, isHex } from 'viem'
import { networkRpc } from '../networkRpc.ts'

/**
 * Does `session.signature` sign `session.message` for its account? viem's verifyMessage covers EOAs (ecrecover),
 * deployed smart accounts (ERC-1271 isValidSignature) and counterfactual ones (ERC-6492, a deployless call).
 * A malformed address or signature is simply not valid; a node that cannot answer is an error.
 */
export async function verifyEvmSignIn(params: {
  session: SiwxSession
  network: Network
  fetchFn: typeof fetch
}): Promise<boolean> {
  const { session, network, fetchFn } = params
  const address = session.data.accountAddress
  if (!isAddress(address, { strict: false }) || !isHex(session.signature)) return false
  const rpc = networkRpc(network, fetchFn)
  const client = createPublicClient({
    transport: custom({ request: ({ method, params: args }) => rpc(method, (args ?? []) as readonly unknown[]) }),
  })
  return client.verifyMessage({ address, message: session.message, signature: session.signature })
}
