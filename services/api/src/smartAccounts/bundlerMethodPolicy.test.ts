import { describe, expect, it } from 'vitest'
import { ENTRY_POINT_07, judgeBundlerCall } from './bundlerMethodPolicy.ts'

const userOperation = {
  sender: '0x1111111111111111111111111111111111111111',
  nonce: '0x0',
  callData: '0x',
  signature: '0x',
}

describe('the bundler proxy policy', () => {
  it('forwards the ERC-4337 methods the frame needs and Alto’s gas price', () => {
    for (const [method, params] of [
      ['eth_supportedEntryPoints', []],
      ['eth_chainId', []],
      ['eth_sendUserOperation', [userOperation, ENTRY_POINT_07]],
      ['eth_estimateUserOperationGas', [userOperation, ENTRY_POINT_07]],
      ['eth_getUserOperationReceipt', [`0x${'ab'.repeat(32)}`]],
      ['eth_getUserOperationByHash', [`0x${'ab'.repeat(32)}`]],
      ['pimlico_getUserOperationGasPrice', []],
    ] as const) {
      expect(judgeBundlerCall({ method, params: [...params] })).toEqual({ kind: 'forward' })
    }
  })

  it('refuses bundler administration and chain methods as not allowed', () => {
    for (const method of ['debug_bundler_clearState', 'pimlico_sendUserOperationNow', 'eth_sendTransaction']) {
      expect(judgeBundlerCall({ method, params: [] })).toEqual({ kind: 'notAllowed' })
    }
  })

  it('refuses another EntryPoint and a user operation with unknown fields, naming the param', () => {
    expect(
      judgeBundlerCall({ method: 'eth_sendUserOperation', params: [userOperation, `0x${'22'.repeat(20)}`] }),
    ).toEqual({
      kind: 'invalidParams',
      message: `Invalid params: eth_sendUserOperation params[1]: must be EntryPoint 0.7 (${ENTRY_POINT_07})`,
    })
    const verdict = judgeBundlerCall({
      method: 'eth_sendUserOperation',
      params: [{ ...userOperation, initCode: '0x' }, ENTRY_POINT_07],
    })
    expect(verdict.kind).toBe('invalidParams')
  })
})
