import { describe, expect, it } from 'vitest'
import { FrameRequestError } from '../custody/custodyErrors.ts'
import { readPersonalSign, readSendCalls, readTransaction, readTypedData } from './evmParams.ts'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x000000000000000000000000000000000000dEaD'

describe('EVM request params', () => {
  it('read a hex personal_sign message as raw bytes and text as text', () => {
    expect(readPersonalSign(['0x6869', ME], ME)).toEqual({ raw: '0x6869' })
    expect(readPersonalSign(['hi', ME], ME)).toBe('hi')
  })

  it('accept the own address in any letter case', () => {
    expect(readPersonalSign(['hi', ME.toLowerCase()], ME)).toBe('hi')
  })

  it('refuse personal_sign without an address', () => {
    expect(() => readPersonalSign(['hi'], ME)).toThrow('Invalid personal_sign parameters: expected [message, address]')
  })

  it('read typed data given as an object, its chain id as a number', () => {
    const typed = readTypedData(
      [
        ME,
        {
          types: { A: [{ name: 'x', type: 'uint256' }] },
          primaryType: 'A',
          domain: { chainId: 10 },
          message: { x: 1 },
        },
      ],
      ME,
      10,
    )
    expect(typed.domain).toEqual({ chainId: 10n })
  })

  it('refuse typed data whose primary type is not declared', () => {
    expect(() => readTypedData([ME, { types: {}, primaryType: 'Mail', domain: {}, message: {} }], ME, 1)).toThrow(
      'primary type Mail is not among the types',
    )
  })

  it('read a transaction in hex quantities, with the older field names input and gasLimit', () => {
    expect(
      readTransaction('eth_sendTransaction', { to: TO, value: '0x10', input: '0x12', gasLimit: '0x5208' }, ME, 1),
    ).toEqual({ to: TO, value: 16n, data: '0x12', gas: 21000n })
  })

  it('refuse a transaction value that is not a hex quantity', () => {
    expect(() => readTransaction('eth_sendTransaction', { to: TO, value: '100' }, ME, 1)).toThrow(FrameRequestError)
  })

  it('refuse a transaction with neither recipient nor data', () => {
    expect(() => readTransaction('eth_sendTransaction', { value: '0x1' }, ME, 1)).toThrow(
      'a transaction needs a recipient or data',
    )
  })

  it("refuse wallet_sendCalls whose 'to' does not start with 0x", () => {
    expect(() => readSendCalls([{ chainId: '0x1', calls: [{ to: TO.slice(2) }] }], ME, 1)).toThrow(
      new FrameRequestError("Each call's 'to' must start with 0x"),
    )
  })

  it('refuse wallet_sendCalls from another account', () => {
    expect(() => readSendCalls([{ chainId: '0x1', from: TO, calls: [{ to: TO }] }], ME, 1)).toThrow(
      `The request names account ${TO}, not this wallet's ${ME}`,
    )
  })
})
