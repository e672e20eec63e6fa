import { describe, expect, it } from 'vitest'
import { isRpcMethodAllowed, judgeCall } from './rpcMethodPolicy.ts'

describe('isRpcMethodAllowed', () => {
  it('allows the reads, the chain id, gas estimates and raw sends a dapp makes', () => {
    for (const method of ['eth_chainId', 'eth_call', 'eth_getBalance', 'eth_estimateGas', 'eth_sendRawTransaction']) {
      expect(isRpcMethodAllowed(method)).toBe(true)
    }
  })

  it('refuses node administration, signing with node keys and unknown methods', () => {
    const refused = [
      'anvil_setBalance',
      'hardhat_impersonateAccount',
      'debug_traceTransaction',
      'admin_peers',
      'personal_sign',
      'eth_sendTransaction',
      'eth_sign',
      'eth_accounts',
      'evm_mine',
      'ETH_CHAINID',
      '__proto__',
    ]
    for (const method of refused) expect(isRpcMethodAllowed(method)).toBe(false)
  })
})

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const HASH = `0x${'ab'.repeat(32)}`
const params = (method: string, list: unknown) => judgeCall({ method, params: list as unknown[] })

describe('judgeCall', () => {
  it('forwards eth_feeHistory for up to 1024 blocks, as a hex quantity or a number', () => {
    for (const count of ['0x1', '0x400', 1024, 5]) {
      expect(params('eth_feeHistory', [count, 'latest', [25, 60, 90]])).toEqual({ kind: 'forward' })
    }
  })

  it('refuses eth_feeHistory beyond 1024 blocks, 2^64 and more included, before the node parses it', () => {
    for (const count of ['0x401', '0x10000000000000000', '0xfffffffffffffffff', 1025, 2 ** 64]) {
      expect(params('eth_feeHistory', [count, 'latest', [25]])).toMatchObject({
        kind: 'invalidParams',
        message: expect.stringMatching(/^Invalid params: eth_feeHistory params\[0\]/),
      })
    }
  })

  it('refuses reward percentiles outside 0–100 or out of order', () => {
    for (const percentiles of [[101], [-1], [50, 25], Array.from({ length: 101 }, () => 50)]) {
      expect(params('eth_feeHistory', ['0x5', 'latest', percentiles]).kind).toBe('invalidParams')
    }
  })

  it('refuses quantities that do not fit their field: block numbers in 64 bits, wei in 256', () => {
    expect(params('eth_getBlockByNumber', ['0xffffffffffffffff', false]).kind).toBe('forward')
    expect(params('eth_getBlockByNumber', ['0x10000000000000000', false]).kind).toBe('invalidParams')
    expect(params('eth_call', [{ to: ADDRESS, value: `0x${'f'.repeat(64)}` }, 'latest']).kind).toBe('forward')
    expect(params('eth_call', [{ to: ADDRESS, value: `0x1${'0'.repeat(64)}` }, 'latest']).kind).toBe('invalidParams')
    expect(params('eth_call', [{ to: ADDRESS, gas: '0x10000000000000000' }]).kind).toBe('invalidParams')
  })

  it('refuses what is not a hex quantity where one is due, without trying to read it as a number', () => {
    for (const quantity of ['-0x1', '0x', '1', '0xg', 'latest']) {
      expect(params('eth_getTransactionByBlockNumberAndIndex', ['latest', quantity]).kind).toBe('invalidParams')
    }
    expect(params('eth_feeHistory', ['0x1', '-0x1', [1]]).kind).toBe('invalidParams')
  })

  it('takes optional params left out or sent as null, and refuses extra or named params', () => {
    expect(params('eth_getBalance', [ADDRESS])).toEqual({ kind: 'forward' })
    expect(params('eth_getBalance', [ADDRESS, null])).toEqual({ kind: 'forward' })
    expect(params('eth_getBalance', [ADDRESS, { blockHash: HASH }])).toEqual({ kind: 'forward' })
    expect(params('eth_chainId', undefined)).toEqual({ kind: 'forward' })
    expect(params('eth_getBalance', [ADDRESS, 'latest', 'extra'])).toMatchObject({
      kind: 'invalidParams',
      message: 'Invalid params: eth_getBalance takes at most 2 params',
    })
    expect(judgeCall({ method: 'eth_getBalance', params: { address: ADDRESS } }).kind).toBe('invalidParams')
  })

  it('bounds log filters as geth does: 1000 addresses, 4 topic positions, 1000 topics each', () => {
    const filter = (extra: object) => params('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x10', ...extra }])
    expect(filter({ address: Array(1000).fill(ADDRESS), topics: [Array(1000).fill(HASH), null, HASH] })).toMatchObject({
      kind: 'forward',
      logFilter: { fromBlock: '0x0', toBlock: '0x10' },
    })
    expect(filter({ address: Array(1001).fill(ADDRESS) }).kind).toBe('invalidParams')
    expect(filter({ topics: [null, null, null, null, null] }).kind).toBe('invalidParams')
    expect(filter({ topics: [Array(1001).fill(HASH)] }).kind).toBe('invalidParams')
    expect(params('eth_getLogs', [{ blockHash: HASH, fromBlock: '0x0' }]).kind).toBe('invalidParams')
  })

  it('answers notAllowed for a method off the list, whatever its params', () => {
    expect(params('anvil_setBalance', [ADDRESS, '0x1'])).toEqual({ kind: 'notAllowed' })
  })
})
