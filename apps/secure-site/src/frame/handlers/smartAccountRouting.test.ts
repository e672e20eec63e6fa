import { describe, expect, it } from 'vitest'
import { ATOMICITY_UNSUPPORTED } from '../../signers/evmSigner.ts'
import { approvalVisitor, testFrameContext, testWallet } from '../frameContext.testing.ts'
import { PERMISSIONS_UNSUPPORTED, USER_OPERATIONS_NEED_SMART_ACCOUNT } from '../rpcRouting.ts'
import { rpcHandlers } from './rpcHandlers.ts'

const SESSION = { token: 't', expiresAt: '2099-01-01T00:00:00.000Z', email: 'ada@example.com', wallet: null }
const L2 = 31338

/** A visitor whose API offers smart accounts on chain 31338 only, sitting on chain 1. */
function connected() {
  const visitor = approvalVisitor('approve')
  const setup = testFrameContext({ approval: visitor.prompt })
  const { context } = setup
  context.api = {
    ...context.api,
    smartAccounts: async () => ({
      smartAccountEnabledNetworks: [L2],
      entryPointAddress: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
      networks: [{ chainId: L2, factoryAddress: '0x0A8887ED0e83Da9c1dc52702e563af09b007B064' }],
    }),
  }
  const wallet = testWallet()
  context.state.wallet = wallet
  context.state.session = SESSION
  return { ...setup, visitor, wallet, handlers: rpcHandlers(context) }
}

describe('which account answers, with the smart account preferred or not', () => {
  it('answers the ordinary account while the visitor has not chosen the smart account', async () => {
    const { handlers, wallet } = connected()
    expect(await handlers.RPC_REQUEST({ method: 'eth_accounts' }, 'a')).toEqual({
      result: [wallet.signers.evm.address],
    })
  })

  it('keeps the ordinary account on a chain without a bundler even when the smart account is preferred', async () => {
    const { handlers, wallet, context } = connected()
    context.storage.saveAccountType(wallet.signers.evm.address, 'smartAccount')
    expect(await handlers.RPC_REQUEST({ method: 'eth_requestAccounts' }, 'a')).toEqual({
      result: [wallet.signers.evm.address],
    })
    expect(await handlers.RPC_REQUEST({ method: 'wallet_getCapabilities', params: [] }, 'b')).toEqual({
      result: { '0x1': { atomic: { status: 'unsupported' } } },
    })
  })

  it('refuses a user operation from the ordinary account before asking the visitor', async () => {
    const { handlers, visitor } = connected()
    await expect(handlers.RPC_REQUEST({ method: 'eth_sendUserOperation', params: [{}, '0x'] }, 'a')).rejects.toThrow(
      USER_OPERATIONS_NEED_SMART_ACCOUNT,
    )
    expect(visitor.seen).toEqual([])
  })

  it('answers permission requests as an unsupported method of this account', async () => {
    const { handlers, visitor } = connected()
    for (const method of ['wallet_grantPermissions', 'wallet_revokePermissions']) {
      await expect(handlers.RPC_REQUEST({ method, params: [{}] }, method)).rejects.toThrow(PERMISSIONS_UNSUPPORTED)
    }
    expect(visitor.seen).toEqual([])
  })

  it('refuses an atomic batch on the ordinary account once approved, sending nothing', async () => {
    const { handlers, wallet, rpcCalls } = connected()
    const batch = {
      chainId: '0x1',
      from: wallet.signers.evm.address,
      atomicRequired: true,
      calls: [{ to: '0x1111111111111111111111111111111111111111', value: '0x1' }],
    }
    await expect(handlers.RPC_REQUEST({ method: 'wallet_sendCalls', params: [batch] }, 'a')).rejects.toThrow(
      ATOMICITY_UNSUPPORTED,
    )
    expect(rpcCalls.filter(({ method }) => method === 'eth_sendRawTransaction')).toEqual([])
  })
})
