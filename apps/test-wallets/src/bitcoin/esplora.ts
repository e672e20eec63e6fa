import { DevWalletRpcError } from '../rpcError.ts'

// The part of an Esplora HTTP API the wallet uses: a wallet's own view of the chain, not the dapp's.

export interface EsploraUtxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean }
}

function noEsplora(): never {
  throw new DevWalletRpcError(-32603, 'The Bitcoin Dev Wallet has no Esplora URL to reach the chain')
}

async function call(fetchFn: typeof fetch, base: string | undefined, path: string, init?: RequestInit) {
  if (!base) noEsplora()
  const response = await fetchFn(`${base}${path}`, init)
  const body = await response.text()
  // Esplora answers a refused transaction with 400 and bitcoind's text; the dapp sees that text.
  if (!response.ok) throw new DevWalletRpcError(-32603, body || `Esplora answered ${response.status} to ${path}`)
  return body
}

/** POST /tx: the raw transaction's hex; answers its txid. */
export const broadcastTransaction = (fetchFn: typeof fetch, base: string | undefined, hex: string) =>
  call(fetchFn, base, '/tx', { method: 'POST', body: hex, headers: { 'content-type': 'text/plain' } })

export async function addressUtxos(fetchFn: typeof fetch, base: string | undefined, address: string) {
  return JSON.parse(await call(fetchFn, base, `/address/${address}/utxo`)) as EsploraUtxo[]
}

/** sat/vB for confirmation within a block or so; 1 (the relay minimum) when the API has no estimate. */
export async function feeRate(fetchFn: typeof fetch, base: string | undefined): Promise<number> {
  const estimates = JSON.parse(await call(fetchFn, base, '/fee-estimates')) as Record<string, number>
  const rate = estimates['1'] ?? estimates['2'] ?? estimates['3'] ?? estimates['6']
  return typeof rate === 'number' && rate > 0 ? rate : 1
}
