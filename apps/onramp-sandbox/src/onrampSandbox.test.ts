import { type Devnet, FOYER_TOKEN, startDevnet } from '@foyer/devnet'
import { type SolanaDevnet, startSolanaDevnet } from '@foyer/devnet/solana'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OnrampSandbox, startOnrampSandbox } from './onrampSandbox.ts'
import { SANDBOX_FUNDER_KEY } from './sandboxFunderKey.ts'

// Fresh addresses no devnet account holds, so the balances start at zero.
const EVM_BUYER = '0x00000000000000000000000000000000000b0b01'
const TOKEN_BUYER = '0x00000000000000000000000000000000000b0b02'
const SOLANA_BUYER = 'Bob1111111111111111111111111111111111111112'

let devnet: Devnet
let solana: SolanaDevnet
let sandbox: OnrampSandbox

beforeAll(async () => {
  ;[devnet, solana] = await Promise.all([startDevnet({ ports: [0, 0] }), startSolanaDevnet({ port: 0 })])
  sandbox = await startOnrampSandbox({
    evm: {
      chains: devnet.chains,
      funderKey: SANDBOX_FUNDER_KEY,
      tokens: [{ id: 'FOY', ...FOYER_TOKEN, chainIds: [31337] }],
    },
    solana: { caipNetworkId: solana.caipNetworkId, name: 'Foyer Solana Devnet', rpcUrl: solana.rpcUrl },
  })
}, 120_000)
afterAll(async () => {
  await Promise.all([sandbox?.stop(), devnet?.stop(), solana?.stop()])
})

async function order(address: string, network: string, asset: string): Promise<string> {
  const response = await fetch(`${sandbox.url}/v1/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      destinationWallets: [{ address, blockchains: [network], assets: [asset] }],
      defaultNetwork: network,
      presetFiatAmount: '100.00',
    }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { url: string }).url
}
const pay = (url: string) => fetch(`${url}/pay`, { method: 'POST' })
const evm = () => createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })

describe('the sandbox’s order page', () => {
  it('Pay sends the quoted ETH from the funder, once however often it is pressed', async () => {
    const url = await order(EVM_BUYER, 'eip155:31337', 'ETH')
    await Promise.all([pay(url), pay(url)])
    const page = await (await fetch(url)).text()
    expect(page).toContain('Payment complete — you can close this window')
    expect(page).toMatch(/0x[0-9a-f]{64}/)
    await pay(url)
    expect(await evm().getBalance({ address: EVM_BUYER })).toBe(39_360_000_000_000_000n)
  })

  it('Pay sends a devnet token', async () => {
    await pay(await order(TOKEN_BUYER, 'eip155:31337', 'FOY'))
    const held = await evm().readContract({
      address: FOYER_TOKEN.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [TOKEN_BUYER],
    })
    // 98.40 USD at 2 USD a FOY.
    expect(held).toBe(492n * 10n ** 17n)
  })

  it('Pay airdrops SOL on the Solana local chain', async () => {
    await pay(await order(SOLANA_BUYER, solana.caipNetworkId, 'SOL'))
    const response = await fetch(solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [SOLANA_BUYER] }),
    })
    const { result } = (await response.json()) as { result: { value: number } }
    expect(result.value).toBe(656_000_000)
  })

  it('serves its page under its own strict policy, never framed', async () => {
    const response = await fetch(await order(EVM_BUYER, 'eip155:31337', 'ETH'))
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    )
  })
})
