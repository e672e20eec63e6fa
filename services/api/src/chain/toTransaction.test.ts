import { describe, expect, it } from 'vitest'
import { type TokenFacts, toTransaction } from './toTransaction.ts'

const owner = '0x1111111111111111111111111111111111111111'
const other = '0x2222222222222222222222222222222222222222'
const spamToken = '0x3333333333333333333333333333333333333333'
const usdToken = '0x4444444444444444444444444444444444444444'
const tx = {
  chainId: 31337,
  hash: '0xabc',
  minedAt: new Date('2026-11-15T12:00:00Z'),
  fromAddress: other,
  toAddress: usdToken,
  status: 'confirmed' as const,
}
const facts = (token: string): TokenFacts =>
  token === spamToken
    ? { name: 'Claim Your Reward', symbol: 'CLAIM', decimals: 18, listed: false, price: 9 }
    : { name: 'Foyer USD', symbol: 'fUSD', decimals: 6, listed: true, price: 1 }

describe('toTransaction', () => {
  it('flags a transfer of a token on no list as spam and gives it no value', () => {
    const transaction = toTransaction({
      tx,
      owner,
      publicUrl: 'http://127.0.0.1:8787',
      tokenFacts: facts,
      transfers: [
        { token: spamToken, fromAddress: other, toAddress: owner, amount: '1000000000000000000', logIndex: 1 },
        { token: usdToken, fromAddress: other, toAddress: owner, amount: '2500000', logIndex: 0 },
      ],
    })
    expect(transaction.transfers).toEqual([
      expect.objectContaining({ quantity: { numeric: '2.5' }, value: 2.5, price: 1 }),
      expect.objectContaining({
        fungible_info: expect.objectContaining({ symbol: 'CLAIM' }),
        value: 0,
        price: 0,
        nft_info: { flags: { is_spam: true } },
      }),
    ])
    expect(transaction.transfers[0]).not.toHaveProperty('nft_info')
  })

  it("keeps only the owner's transfers and names the operation from their directions", () => {
    const make = (transfers: { from: string; to: string }[]) =>
      toTransaction({
        tx,
        owner,
        publicUrl: 'http://127.0.0.1:8787',
        tokenFacts: facts,
        transfers: transfers.map(({ from, to }, logIndex) => ({
          token: usdToken,
          fromAddress: from,
          toAddress: to,
          amount: '1',
          logIndex,
        })),
      })
    expect(make([{ from: owner, to: other }]).metadata.operationType).toBe('send')
    expect(make([{ from: other, to: owner }]).metadata.operationType).toBe('receive')
    expect(
      make([
        { from: owner, to: other },
        { from: other, to: owner },
      ]).metadata.operationType,
    ).toBe('trade')
    expect(make([{ from: other, to: other }]).metadata.operationType).toBe('execute')
    expect(make([{ from: other, to: other }]).transfers).toEqual([])
    expect(make([{ from: '0x0000000000000000000000000000000000000000', to: owner }]).metadata.operationType).toBe(
      'mint',
    )
  })

  it('names a contract creation by the owner a deploy, sent to nobody', () => {
    const transaction = toTransaction({
      tx: { ...tx, fromAddress: owner, toAddress: null },
      owner,
      publicUrl: 'http://127.0.0.1:8787',
      tokenFacts: facts,
      transfers: [],
    })
    expect(transaction.metadata).toMatchObject({ operationType: 'deploy', sentTo: '', chain: 'eip155:31337' })
    expect(transaction.id).toBe('eip155:31337:0xabc')
  })
})
