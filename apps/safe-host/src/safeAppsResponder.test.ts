import { type Devnet, startDevnet } from '@foyer/devnet'
import { getSDKVersion, MessageFormatter, Methods } from '@safe-global/safe-apps-sdk'
import { type Address, createPublicClient, type Hex, http, parseEther, toHex, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deploySafe } from './deploySafe.ts'
import { createLocalSafe, type LocalSafe } from './localSafe.ts'
import { createSafeAppsResponder } from './safeAppsResponder.ts'
import { safeArtifacts } from './safeArtifacts.ts'

let devnet: Devnet
let safe: LocalSafe
let safeAddress: Address
let respond: ReturnType<typeof createSafeAppsResponder>
let reader: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  const chain = devnet.chains[0]!
  const deployed = await deploySafe({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })
  safeAddress = deployed.address
  safe = createLocalSafe(deployed)
  reader = createPublicClient({ transport: http(chain.rpcUrl) })
  const rpc = (method: string, params: unknown[]) =>
    reader.request({ method: method as 'eth_call', params: params as never })
  respond = createSafeAppsResponder(safe, { rpc, origin: 'http://127.0.0.1:1', chainName: chain.name })
})
afterAll(async () => {
  await devnet?.stop()
})

/** A request exactly as the app's SDK posts it. */
const ask = (method: Methods, params?: unknown) => respond(MessageFormatter.makeRequest(method, params as never))

const { abi: SAFE_ABI } = safeArtifacts().singleton
const RECEIVER = '0x000000000000000000000000000000000000dEaD'

describe('the local Safe host answering Safe Apps messages', () => {
  it('says which Safe it is, in the SDK message format the app accepts', async () => {
    const answer = await ask(Methods.getSafeInfo)
    expect(answer).toMatchObject({ success: true, version: getSDKVersion() })
    expect(answer).toMatchObject({ data: { safeAddress, chainId: devnet.chains[0]!.chainId, threshold: 1 } })
    // A real Safe: the deployed proxy answers its own version.
    expect(await reader.readContract({ address: safeAddress, abi: SAFE_ABI, functionName: 'VERSION' })).toBe('1.5.0')
  })

  it("forwards the app's reads to the Safe's node and refuses anything else", async () => {
    const balance = await ask(Methods.rpcCall, { call: 'eth_getBalance', params: [safeAddress, 'latest'] })
    expect(balance).toMatchObject({ success: true, data: toHex(parseEther('100')) })
    const settings = await ask(Methods.rpcCall, { call: 'safe_setSettings', params: [{}] })
    expect(settings).toMatchObject({ success: false, error: 'rpcCall safe_setSettings is not allowed' })
  })

  it('queues a proposal under the safeTxHash the Safe contract itself computes, and executes it once the owner signs', async () => {
    const answer = await ask(Methods.sendTransactions, {
      txs: [{ to: RECEIVER, value: toHex(parseEther('1')), data: '0x' }],
    })
    expect(answer).toMatchObject({ success: true })
    const { safeTxHash } = (answer as { data: { safeTxHash: Hex } }).data
    const queued = safe.queue().find((entry) => entry.safeTxHash === safeTxHash)!
    const { to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver, nonce } =
      queued.transaction
    const onChain = await reader.readContract({
      address: safeAddress,
      abi: SAFE_ABI,
      functionName: 'getTransactionHash',
      args: [to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver, nonce],
    })
    expect(onChain).toBe(safeTxHash)
    // Proposed is not sent: nothing moved yet.
    expect(await reader.getBalance({ address: RECEIVER })).toBe(0n)
    await safe.execute(safeTxHash)
    expect(await reader.getBalance({ address: RECEIVER })).toBe(parseEther('1'))
    expect(await ask(Methods.getTxBySafeTxHash, { safeTxHash })).toMatchObject({ data: { txStatus: 'SUCCESS' } })
  })

  it('numbers a second proposal after the one still waiting, as the Safe web app does', async () => {
    const propose = async () =>
      (
        (await ask(Methods.sendTransactions, { txs: [{ to: RECEIVER, value: '1', data: '0x' }] })) as {
          data: { safeTxHash: Hex }
        }
      ).data.safeTxHash
    const first = await propose()
    const second = await propose()
    const nonceOf = (hash: Hex) => safe.queue().find((entry) => entry.safeTxHash === hash)?.transaction.nonce
    expect(nonceOf(second)).toBe((nonceOf(first) ?? 0n) + 1n)
    expect(second).not.toBe(first)
  })

  it('batches several calls into one MultiSend proposal', async () => {
    const answer = await ask(Methods.sendTransactions, {
      txs: [
        { to: RECEIVER, value: '1', data: '0x' },
        { to: zeroAddress, value: '2', data: '0x' },
      ],
    })
    const { safeTxHash } = (answer as { data: { safeTxHash: Hex } }).data
    expect(safe.queue().find((entry) => entry.safeTxHash === safeTxHash)?.transaction.operation).toBe(1)
  })

  it("signs a message as the Safe: the Safe's ERC-1271 check accepts it, and only for that message", async () => {
    const message = 'Sign in to the Foyer demo'
    const answer = await ask(Methods.signMessage, { message: toHex(message) })
    const { signature } = (answer as { data: { signature: Hex } }).data
    expect(await reader.verifyMessage({ address: safeAddress, message, signature })).toBe(true)
    expect(await reader.verifyMessage({ address: safeAddress, message: `${message}!`, signature })).toBe(false)
  })

  it('answers a method it does not play with an error naming it', async () => {
    expect(await ask(Methods.requestAddressBook)).toMatchObject({
      success: false,
      error: 'The local Safe does not answer requestAddressBook',
    })
  })
})
