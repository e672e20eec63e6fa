/** How long an airdrop may take to confirm on the local chain before the payment fails. */
const CONFIRM_TIMEOUT_MS = 30_000
const CONFIRM_POLL_MS = 200

async function rpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const answer = (await response.json()) as { result?: T; error?: { message: string } }
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`)
  return answer.result as T
}

/**
 * Funds a Solana address with the RPC's airdrop (the local chain's faucet) and waits until the signature is
 * confirmed. Returns the signature, the transaction's id on Solana.
 */
export async function airdropSol(rpcUrl: string, to: string, lamports: bigint): Promise<string> {
  const signature = await rpc<string>(rpcUrl, 'requestAirdrop', [to, Number(lamports)])
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  while (Date.now() < deadline) {
    const { value } = await rpc<{ value: ({ confirmationStatus?: string; err: unknown } | null)[] }>(
      rpcUrl,
      'getSignatureStatuses',
      [[signature]],
    )
    const status = value[0]
    if (status?.err) throw new Error(`The airdrop ${signature} failed`)
    if (status && status.confirmationStatus !== 'processed') return signature
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
  }
  throw new Error(`The airdrop ${signature} was not confirmed in time`)
}
