import type { Network } from '@foyer/core'
import { type Address, createClient, custom, defineChain, type TransactionSerializable } from 'viem'
import { prepareTransactionRequest } from 'viem/actions'
import type { NetworkRpc } from '../../networkRpc.ts'
import { fromRpcTransactionRequest, type RpcTransactionRequest } from './rpcTransactionRequest.ts'

/**
 * The transaction the device will be shown: what the dapp gave, and what it left out (nonce, fees, gas, type) asked
 * by viem of the network's node; the chain id is the network's, so the signature is EIP-155 / EIP-2718 bound to it.
 */
export async function prepareTransaction(
  network: Network,
  rpc: NetworkRpc,
  from: Address,
  request: RpcTransactionRequest,
): Promise<TransactionSerializable> {
  const chain = defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
  })
  const client = createClient({
    chain,
    transport: custom({ request: ({ method, params }) => rpc(method, (params ?? []) as unknown[]) }),
  })
  // Which fee fields the dapp gave decides legacy or EIP-1559 at run time; viem's union of request shapes wants it
  // known statically, hence the cast.
  const prepared = await prepareTransactionRequest(client, {
    ...fromRpcTransactionRequest(request),
    account: from,
    chain,
    parameters: ['nonce', 'fees', 'gas', 'type', 'chainId'],
  } as Parameters<typeof prepareTransactionRequest>[1])
  // viem types the prepared request as a union in which every field may be absent; serializeTransaction checks the
  // fields it needs at run time (chain id, fees, addresses) and throws on a malformed one.
  const {
    account: _account,
    chain: _chain,
    parameters: _parameters,
    ...transaction
  } = prepared as unknown as TransactionSerializable & {
    account?: unknown
    chain?: unknown
    parameters?: unknown
    from?: unknown
  }
  delete (transaction as { from?: unknown }).from
  return transaction
}
