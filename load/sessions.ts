import { formatSiwxMessage } from '@foyer/protocol'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { DEVNET_CHAIN_ID, ORIGIN, PROJECT_ID } from './topology.ts'

const SDK = `projectId=${PROJECT_ID}&st=foyer-load&sv=0.1.0`

/** Signs in `count` new EVM accounts (SIWX, docs/api-sessions.md) and returns the session ids. */
export async function createSessions(apiUrl: string, count: number): Promise<string[]> {
  const ids: string[] = []
  for (let index = 0; index < count; index++) {
    const account = privateKeyToAccount(generatePrivateKey())
    const nonceResponse = await fetch(`${apiUrl}/v1/sessions/nonces?${SDK}`, { method: 'POST' })
    if (nonceResponse.status !== 201) throw new Error(`nonce: ${nonceResponse.status} ${await nonceResponse.text()}`)
    const { nonce } = (await nonceResponse.json()) as { nonce: string }
    const data = {
      accountAddress: account.address,
      chainId: `eip155:${DEVNET_CHAIN_ID}`,
      domain: new URL(ORIGIN).host,
      uri: `${ORIGIN}/`,
      version: '1',
      nonce,
      issuedAt: new Date().toISOString(),
    }
    const message = formatSiwxMessage(data)
    const signature = await account.signMessage({ message })
    const response = await fetch(`${apiUrl}/v1/sessions?${SDK}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ data, message, signature }),
    })
    if (response.status !== 201) throw new Error(`sign-in: ${response.status} ${await response.text()}`)
    ids.push(((await response.json()) as { id: string }).id)
  }
  return ids
}

/** The session ids GET /v1/sessions/current no longer answers 200 for. */
export async function lostSessions(apiUrl: string, ids: readonly string[]): Promise<string[]> {
  const lost: string[] = []
  for (const id of ids) {
    const response = await fetch(`${apiUrl}/v1/sessions/current?${SDK}`, { headers: { authorization: `Bearer ${id}` } })
    await response.arrayBuffer()
    if (response.status !== 200) lost.push(id)
  }
  return lost
}
