import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { approvalVisitor, testFrameContext, testWallet } from '../frameContext.testing.ts'
import { rpcHandlers } from './rpcHandlers.ts'

const SESSION = { token: 't', expiresAt: '2099-01-01T00:00:00.000Z', email: 'ada@example.com', wallet: null }

function connected(answers: ('approve' | 'reject' | 'wait')[] = []) {
  const visitor = approvalVisitor(...answers)
  const wallet = testWallet()
  const setup = testFrameContext({ approval: visitor.prompt })
  setup.context.state.wallet = wallet
  setup.context.state.session = SESSION
  return { ...setup, visitor, wallet, handlers: rpcHandlers(setup.context) }
}

const request = (method: string, params?: unknown[] | Record<string, unknown>) => ({
  method,
  ...(params ? { params } : {}),
})

describe('RPC requests under the signing policy', () => {
  it("refuses a method the policy does not name with 'Requested RPC call is not allowed', asking no one", async () => {
    const { handlers, visitor, rpcCalls } = connected()
    await expect(handlers.RPC_REQUEST(request('eth_sign', []), 'id-1')).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(visitor.seen).toEqual([])
    expect(rpcCalls).toEqual([])
  })

  it('answers safe reads from the chain without asking the visitor', async () => {
    const { handlers, visitor, rpcCalls } = connected()
    const answer = await handlers.RPC_REQUEST(request('eth_getBalance', ['0x0', 'latest']), 'id-1')
    expect(answer).toEqual({ result: '0x1' })
    expect(rpcCalls).toEqual([{ chainId: 1, method: 'eth_getBalance', params: ['0x0', 'latest'] }])
    expect(visitor.seen).toEqual([])
  })

  it('answers the account and chain id itself', async () => {
    const { handlers, wallet, context } = connected()
    context.state.evmChainId = 31337
    expect(await handlers.RPC_REQUEST(request('eth_accounts'), 'a')).toEqual({ result: [wallet.signers.evm.address] })
    expect(await handlers.RPC_REQUEST(request('eth_chainId'), 'b')).toEqual({ result: '0x7a69' })
  })

  it('signs a message only after the visitor approves it inside the frame, naming the requesting origin', async () => {
    const { handlers, visitor, wallet, emitted } = connected(['approve'])
    const { result } = await handlers.RPC_REQUEST(
      request('personal_sign', ['0x6869', wallet.signers.evm.address]),
      'id-1',
    )
    expect(visitor.seen).toEqual([
      { description: { title: 'personal_sign', rows: [] }, requester: 'https://dapp.example' },
    ])
    expect(emitted.map((event) => event.name)).toEqual(['SHOW', 'HIDE'])
    const valid = await verifyMessage({
      address: wallet.signers.evm.address,
      message: { raw: '0x6869' },
      signature: result as `0x${string}`,
    })
    expect(valid).toBe(true)
  })

  it('signs typed data for the chain the request names, and refuses typed data of another chain', async () => {
    const { handlers, wallet } = connected(['approve', 'approve'])
    const own = wallet.signers.evm.address
    const typed = JSON.stringify({
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Note: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Note',
      domain: { name: 'Foyer', chainId: 31337 },
      message: { text: 'hi' },
    })
    const signed = await handlers.RPC_REQUEST(
      { method: 'eth_signTypedData_v4', params: [own, typed], chainId: 31337 },
      'typed-1',
    )
    expect(signed.result).toMatch(/^0x[0-9a-f]{130}$/)
    await expect(
      handlers.RPC_REQUEST({ method: 'eth_signTypedData_v4', params: [own, typed], chainId: 1 }, 'typed-2'),
    ).rejects.toThrow('Chain 31337 does not match the active chain 1')
  })

  it('signs a Solana message without knowing any Solana network', async () => {
    const { handlers, wallet } = connected(['approve'])
    const signed = await handlers.RPC_REQUEST(
      {
        method: 'solana_signMessage',
        chainNamespace: 'solana',
        params: { message: '3yZe7d', pubkey: wallet.signers.solana.address },
      },
      'sol-1',
    )
    expect((signed.result as { signature: string }).signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  })

  it("answers 'User rejected the request' when the visitor rejects, and signs nothing", async () => {
    const { handlers, wallet, emitted } = connected(['reject'])
    await expect(
      handlers.RPC_REQUEST(request('personal_sign', ['0x6869', wallet.signers.evm.address]), 'id-1'),
    ).rejects.toThrow('User rejected the request')
    expect(emitted.map((event) => event.name)).toEqual(['SHOW', 'HIDE'])
  })

  it("answers 'Request was aborted' when the app aborts a request the visitor is looking at", async () => {
    const { handlers, wallet, emitted } = connected(['wait'])
    const asked = handlers.RPC_REQUEST(request('personal_sign', ['0x6869', wallet.signers.evm.address]), 'id-1')
    await expect.poll(() => emitted.length).toBe(1)
    await handlers.RPC_ABORT({ requestId: 'id-1' }, 'abort-1')
    await expect(asked).rejects.toThrow('Request was aborted')
    expect(emitted.map((event) => event.name)).toEqual(['SHOW', 'HIDE'])
  })

  it('shows one request at a time, in the order they came', async () => {
    const { handlers, wallet, visitor } = connected(['approve', 'reject'])
    const own = wallet.signers.evm.address
    const first = handlers.RPC_REQUEST(request('personal_sign', ['0x01', own]), 'one')
    const second = handlers.RPC_REQUEST(request('eth_signTypedData_v4', [own, '{}']), 'two')
    await expect(first).resolves.toMatchObject({ result: expect.stringMatching(/^0x/) })
    await expect(second).rejects.toThrow('User rejected the request')
    expect(visitor.seen.map((entry) => entry.description.title)).toEqual(['personal_sign', 'eth_signTypedData_v4'])
  })

  it("refuses what it cannot describe with 'Action not allowed' before showing anything", async () => {
    const { handlers, context, emitted, wallet } = connected(['approve'])
    context.describeRequest = () => {
      throw new Error('cannot read these params')
    }
    await expect(
      handlers.RPC_REQUEST(request('personal_sign', [{ odd: true }, wallet.signers.evm.address]), 'id-1'),
    ).rejects.toThrow('Action not allowed')
    expect(emitted).toEqual([])
  })

  it("refuses to sign before the wallet is unlocked ('Not connected to email or social')", async () => {
    const { handlers, context } = connected()
    context.state.wallet = undefined
    await expect(handlers.RPC_REQUEST(request('personal_sign', ['0x01', '0x0']), 'id-1')).rejects.toThrow(
      'Not connected to email or social',
    )
  })
})
