import { base58 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { FrameRequestError } from '../custody/custodyErrors.ts'
import { DEPLOYS_SMART_ACCOUNT, describeRequest, visibleText } from './describeRequest.ts'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const PAYER = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'

/** A SOL transfer as a dapp sends it, unsigned, with a made-up blockhash: describing needs no chain. */
async function solanaTransfer(): Promise<string> {
  const payer = createNoopSigner(address(PAYER))
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY'), lastValidBlockHeight: 1n },
        draft,
      ),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: payer, destination: address(PAYER), amount: 1n }),
        draft,
      ),
  )
  return getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(message)))
}
const TO = '0x000000000000000000000000000000000000dEaD'

describe('describeRequest', () => {
  it('shows a hex personal_sign message as its UTF-8 text', () => {
    expect(describeRequest('personal_sign', [stringToHex('Sign in to Foyer'), ME])).toEqual({
      title: 'Sign message',
      rows: [['Message', 'Sign in to Foyer']],
    })
  })

  it('shows a personal_sign message that is not UTF-8 as hex', () => {
    expect(describeRequest('personal_sign', ['0xff00fe', ME]).rows).toEqual([['Message', '0xff00fe']])
  })

  it('shows bidirectional overrides and control characters as visible escapes', () => {
    expect(visibleText('pay \u202Eevil\u202C\u0007 now\nok')).toBe('pay \\u{202e}evil\\u{202c}\\u{0007} now\nok')
  })

  it('shows the typed-data domain, chain, contract, primary type and message fields', () => {
    const typed = {
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'Foyer', version: '1', chainId: '0x7a69', verifyingContract: TO },
      message: { contents: 'Hello', amount: 5 },
    }
    expect(describeRequest('eth_signTypedData_v4', [ME, JSON.stringify(typed)])).toEqual({
      title: 'Sign typed data',
      rows: [
        ['Domain', 'Foyer (version 1)'],
        ['Chain', '31337'],
        ['Contract', TO],
        ['Primary type', 'Mail'],
        ['contents', 'Hello'],
        ['amount', '5'],
      ],
    })
  })

  it("shows a transaction's recipient, value in the chain's currency and data size", () => {
    expect(
      describeRequest('eth_sendTransaction', [{ to: TO, value: '0xde0b6b3a7640000', data: '0xa9059cbb00' }]),
    ).toEqual({
      title: 'Send transaction',
      rows: [
        ['To', TO],
        ['Value', '1 ETH'],
        ['Data', '5 bytes'],
      ],
    })
  })

  it('names the active chain currency when the frame gives it', () => {
    const rows = describeRequest('eth_sendTransaction', [{ to: TO, value: '0x1' }], {
      nativeCurrency: { symbol: 'POL', decimals: 18 },
    }).rows
    expect(rows).toContainEqual(['Value', '0.000000000000000001 POL'])
  })

  it('shows each call of wallet_sendCalls', () => {
    const { title, rows } = describeRequest('wallet_sendCalls', [
      {
        chainId: '0x7a69',
        calls: [
          { to: TO, value: '0x0' },
          { to: ME, data: '0x1234' },
        ],
      },
    ])
    expect(title).toBe('Send 2 transactions')
    expect(rows).toEqual([
      ['Call 1: To', TO],
      ['Call 1: Value', '0 ETH'],
      ['Call 1: Data', 'None'],
      ['Call 2: To', ME],
      ['Call 2: Value', '0 ETH'],
      ['Call 2: Data', '2 bytes'],
    ])
  })

  it('shows a Solana message as its text', () => {
    const message = base58.encode(new TextEncoder().encode('gm from Foyer'))
    expect(describeRequest('solana_signMessage', { message, pubkey: 'x' })).toEqual({
      title: 'Sign message',
      rows: [['Message', 'gm from Foyer']],
    })
  })

  it('shows a Solana transaction by its fee payer, programs and instruction count', async () => {
    expect(describeRequest('solana_signAndSendTransaction', { transaction: await solanaTransfer() })).toEqual({
      title: 'Send transaction',
      rows: [
        ['Network', 'Solana'],
        ['Fee payer', PAYER],
        ['Programs', 'System Program'],
        ['Instructions', '1'],
      ],
    })
  })

  it('shows each transaction of a Solana batch', async () => {
    const { title, rows } = describeRequest('solana_signAllTransactions', {
      transactions: [await solanaTransfer(), await solanaTransfer()],
    })
    expect(title).toBe('Sign 2 transactions')
    expect(rows).toContainEqual(['Transaction 2: Programs', 'System Program'])
  })

  it('says how many typed-data fields it does not list past the twelfth', () => {
    const message = Object.fromEntries(Array.from({ length: 14 }, (_, index) => [`f${index}`, index]))
    const { rows } = describeRequest('eth_signTypedData_v4', [
      '0x',
      { types: { T: [] }, primaryType: 'T', domain: {}, message },
    ])
    expect(rows.at(-1)).toEqual(['More fields', '2'])
  })

  it.each([
    ['eth_sendTransaction', [{ to: 'not an address', value: '0x1' }]],
    ['eth_sendTransaction', [{ to: TO, value: 'ten' }]],
    ['eth_signTypedData_v4', [ME, '{not json']],
    ['wallet_sendCalls', [{ calls: [] }]],
    ['solana_signMessage', { message: '0OIl' }],
    ['solana_signTransaction', { transaction: 'AQID' }],
    ['wallet_grantPermissions', [{}]],
    ['eth_sign', [ME, '0x00']],
  ])("refuses %s with params it cannot show: 'Action not allowed'", (method, params) => {
    expect(() => describeRequest(method, params)).toThrow(new FrameRequestError('Action not allowed'))
  })
})

describe('describeRequest for the smart account', () => {
  it('shows a batch as its calls, the sender and that it deploys the account', () => {
    const description = describeRequest(
      'wallet_sendCalls',
      [
        {
          chainId: '0x7a6a',
          calls: [
            { to: '0x1111111111111111111111111111111111111111', value: '0xde0b6b3a7640000' },
            {
              to: '0x2222222222222222222222222222222222222222',
              data: '0xa9059cbb00000000000000000000000011111111111111111111111111111111111111110000000000000000000000000000000000000000000000000000000000000001',
            },
          ],
        },
      ],
      { smartAccount: { address: '0x3333333333333333333333333333333333333333', deployed: false } },
    )
    expect(description).toEqual({
      title: 'Send 2 calls in one transaction',
      rows: [
        ['From', '0x3333333333333333333333333333333333333333 (smart account)'],
        ['Account', DEPLOYS_SMART_ACCOUNT],
        ['Call 1: To', '0x1111111111111111111111111111111111111111'],
        ['Call 1: Value', '1 ETH'],
        ['Call 1: Data', 'None'],
        ['Call 2: To', '0x2222222222222222222222222222222222222222'],
        ['Call 2: Value', '0 ETH'],
        ['Call 2: Data', '0xa9059cbb (68 bytes)'],
      ],
    })
  })
})

describe('describeRequest for the smart account, beyond batches', () => {
  const smartAccount = { address: '0x3333333333333333333333333333333333333333', deployed: true }

  it('names the smart account as the signer of a message, without a deployment for an off-chain signature', () => {
    expect(
      describeRequest('personal_sign', ['0x6869', smartAccount.address], {
        smartAccount: { ...smartAccount, deployed: false },
      }),
    ).toEqual({
      title: 'Sign message',
      rows: [
        ['From', '0x3333333333333333333333333333333333333333 (smart account)'],
        ['Message', 'hi'],
      ],
    })
  })

  it('shows a deployed account’s transaction as one call with its selector, and no deployment', () => {
    expect(
      describeRequest(
        'eth_sendTransaction',
        [{ to: '0x1111111111111111111111111111111111111111', input: '0x095ea7b3ff' }],
        { smartAccount },
      ),
    ).toEqual({
      title: 'Send transaction',
      rows: [
        ['From', '0x3333333333333333333333333333333333333333 (smart account)'],
        ['To', '0x1111111111111111111111111111111111111111'],
        ['Value', '0 ETH'],
        ['Data', '0x095ea7b3 (5 bytes)'],
      ],
    })
  })

  it('refuses a user operation for the ordinary account', () => {
    expect(() => describeRequest('eth_sendUserOperation', [{ calls: [] }])).toThrow('Action not allowed')
  })
})
