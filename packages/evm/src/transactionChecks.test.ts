import fc from 'fast-check'
import { type Hex, numberToHex, parseGwei, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  assertTransaction,
  DEFAULT_MAX_FEE_PER_GAS_CAP,
  type TransactionParams,
  transactionProblem,
} from './transactionChecks.ts'

const TO = '0x000000000000000000000000000000000000dEaD'
const KEY = `0x${'ab'.repeat(32)}`
const gwei = (value: string) => toHex(parseGwei(value))
const codeOf = (transaction: TransactionParams, options = { chainId: 31337 }) =>
  transactionProblem(transaction, options)?.code

describe('transaction checks (SPEC §5)', () => {
  it('passes an EIP-1559 transaction as dapps send it', () => {
    const transaction = {
      chainId: '0x7a69',
      to: TO,
      value: '0x1',
      maxFeePerGas: gwei('100'),
      maxPriorityFeePerGas: gwei('2'),
      accessList: [{ address: TO, storageKeys: [KEY] }],
    }
    expect(transactionProblem(transaction, { chainId: 31337 })).toBeUndefined()
  })

  it('passes a transaction without a to-address: a contract deployment', () => {
    expect(codeOf({ data: '0x60006000' } as TransactionParams)).toBeUndefined()
  })

  it("refuses a chain id of 0 with 'Invalid chain id'", () => {
    const problem = transactionProblem({ chainId: '0x0', to: TO })
    expect([problem?.code, problem?.message]).toEqual(['INVALID_CHAIN_ID', 'Invalid chain id'])
  })

  it('refuses a chain id that is not a positive integer', () => {
    const codes = [-1, 1.5, '1', '0x', 'mainnet', {}].map((chainId) => codeOf({ chainId, to: TO }))
    expect(codes).toEqual(Array(6).fill('INVALID_CHAIN_ID'))
  })

  it('refuses a transaction without a chain id on a network whose chain id is not above 0', () => {
    expect(codeOf({ to: TO }, { chainId: 0 })).toBe('INVALID_CHAIN_ID')
  })

  it('takes a chain id given as a number, as some libraries send it', () => {
    expect(codeOf({ chainId: 1, to: TO })).toBeUndefined()
  })

  it("refuses a to-address that is not an address with 'Invalid to-address'", () => {
    const problem = transactionProblem({ to: '0x1234' })
    expect([problem?.code, problem?.message]).toEqual(['INVALID_TO_ADDRESS', 'Invalid to-address'])
  })

  it('refuses a to-address whose mixed case breaks its EIP-55 checksum', () => {
    expect(codeOf({ to: '0x000000000000000000000000000000000000deAD' })).toBe('INVALID_TO_ADDRESS')
  })

  it('refuses a max fee per gas above the default cap of 10,000 gwei with the cap in the message', () => {
    const problem = transactionProblem({ to: TO, maxFeePerGas: toHex(DEFAULT_MAX_FEE_PER_GAS_CAP + 1n) })
    expect([problem?.code, problem?.message]).toEqual(['MAX_FEE_ABOVE_CAP', 'Max fee is above the cap of 10000 gwei'])
  })

  it('passes a max fee per gas exactly at the cap', () => {
    expect(codeOf({ to: TO, maxFeePerGas: toHex(DEFAULT_MAX_FEE_PER_GAS_CAP) })).toBeUndefined()
  })

  it('holds a legacy gas price to the same cap', () => {
    expect(codeOf({ to: TO, gasPrice: gwei('10001') })).toBe('MAX_FEE_ABOVE_CAP')
  })

  it('holds a priority fee without a max fee to the cap: the wallet would fill a max fee at least as high', () => {
    expect(codeOf({ to: TO, maxPriorityFeePerGas: gwei('20000') })).toBe('MAX_FEE_ABOVE_CAP')
  })

  it("uses the dapp's own cap when it sets one", () => {
    const problem = transactionProblem({ to: TO, maxFeePerGas: gwei('51') }, { maxFeePerGasCap: parseGwei('50') })
    expect(problem?.message).toBe('Max fee is above the cap of 50 gwei')
  })

  it("refuses a priority fee above the max fee with 'Priority fee is above the max fee'", () => {
    const problem = transactionProblem({ to: TO, maxFeePerGas: gwei('1'), maxPriorityFeePerGas: gwei('2') })
    expect([problem?.code, problem?.message]).toEqual([
      'PRIORITY_FEE_ABOVE_MAX_FEE',
      'Priority fee is above the max fee',
    ])
  })

  it('passes a priority fee equal to the max fee', () => {
    expect(codeOf({ to: TO, maxFeePerGas: gwei('3'), maxPriorityFeePerGas: gwei('3') })).toBeUndefined()
  })

  it("refuses fees that are not hex quantities with 'Invalid fee per gas'", () => {
    const codes = ['100', '0xZZ', '0x', -1, 2 ** 60].map((maxFeePerGas) => codeOf({ to: TO, maxFeePerGas }))
    expect(codes).toEqual(Array(5).fill('INVALID_FEE_PER_GAS'))
  })

  it("refuses a storage key that is not 32 bytes with 'Storage keys must be 32 bytes'", () => {
    const problem = transactionProblem({ to: TO, accessList: [{ address: TO, storageKeys: [KEY.slice(0, -2)] }] })
    expect([problem?.code, problem?.message]).toEqual(['INVALID_STORAGE_KEY', 'Storage keys must be 32 bytes'])
  })

  it('refuses storage keys of odd length, non-hex digits or a malformed access list', () => {
    const lists = [
      [{ address: TO, storageKeys: [`${KEY}0`] }],
      [{ address: TO, storageKeys: [`0x${'zz'.repeat(32)}`] }],
      [{ address: TO, storageKeys: KEY }],
      { address: TO, storageKeys: [KEY] },
    ]
    expect(lists.map((accessList) => codeOf({ to: TO, accessList }))).toEqual(Array(4).fill('INVALID_STORAGE_KEY'))
  })

  it('passes an access list entry without storage keys', () => {
    expect(codeOf({ to: TO, accessList: [{ address: TO, storageKeys: [] }, { address: TO }] })).toBeUndefined()
  })

  it('assertTransaction throws the same FoyerError', () => {
    expect(() => assertTransaction({ to: 'nope' })).toThrow('Invalid to-address')
  })
})

describe('transaction checks, for every fee pair', () => {
  const fee = fc.bigInt({ min: 0n, max: DEFAULT_MAX_FEE_PER_GAS_CAP * 2n })
  const hex = (value: bigint): Hex => numberToHex(value)

  it('refuses exactly the fee pairs above the cap or with the tip above the max fee, cap first', () => {
    fc.assert(
      fc.property(fee, fee, (maxFee, priorityFee) => {
        const code = codeOf({ to: TO, maxFeePerGas: hex(maxFee), maxPriorityFeePerGas: hex(priorityFee) })
        const expected =
          maxFee > DEFAULT_MAX_FEE_PER_GAS_CAP
            ? 'MAX_FEE_ABOVE_CAP'
            : priorityFee > maxFee
              ? 'PRIORITY_FEE_ABOVE_MAX_FEE'
              : undefined
        expect(code).toBe(expected)
      }),
    )
  })

  it('passes every well-formed 32-byte storage key and refuses every other length', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 40 }), (bytes) => {
        const key = toHex(bytes)
        const code = codeOf({ to: TO, accessList: [{ address: TO, storageKeys: [key] }] })
        expect(code).toBe(bytes.length === 32 ? undefined : 'INVALID_STORAGE_KEY')
      }),
    )
  })
})
