/** Polls `eth_chainId` until the node answers with `chainId`; rejects early if `exited` settles first. */
export async function waitForChainId(
  rpcUrl: string,
  chainId: number,
  { timeoutMs, exited }: { timeoutMs: number; exited: Promise<string> },
): Promise<void> {
  let exitText: string | undefined
  void exited.then((text) => {
    exitText = text
  })
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    if (exitText !== undefined) throw new Error(`Anvil for chain ${chainId} exited before it was ready: ${exitText}`)
    const answer = await readChainId(rpcUrl).catch((error: unknown) => {
      lastError = error
      return undefined
    })
    if (answer === chainId) return
    if (answer !== undefined) {
      throw new Error(`${rpcUrl} answers chain ${answer}, not ${chainId}: is another node on that port?`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`Anvil for chain ${chainId} did not answer at ${rpcUrl} within ${timeoutMs} ms`, { cause: lastError })
}

async function readChainId(rpcUrl: string): Promise<number | undefined> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(1000),
  })
  const body = (await response.json()) as { result?: string }
  return body.result === undefined ? undefined : Number(body.result)
}
