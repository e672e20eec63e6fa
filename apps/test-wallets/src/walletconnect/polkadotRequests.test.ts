import { POLKADOT_DEVNET_ACCOUNTS } from '@foyer/devnet/polkadot/accounts'
import { POLKADOT_DEVNET_CAIP_NETWORK_ID } from '@foyer/devnet/polkadot/network'
import { cryptoWaitReady, encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPolkadotRequests } from './polkadotRequests.ts'

const CHAIN = POLKADOT_DEVNET_CAIP_NETWORK_ID
const requests = () => createPolkadotRequests({ chains: [CHAIN] })
const [sr25519Account, , , , , ed25519Account, ecdsaAccount] = POLKADOT_DEVNET_ACCOUNTS
if (!sr25519Account || !ed25519Account || !ecdsaAccount) throw new Error('devnet accounts missing')

const sign = async (params: unknown) =>
  ((await requests().handle('polkadot_signMessage', params, CHAIN)) as { signature: string }).signature

beforeAll(async () => {
  await cryptoWaitReady()
})

describe('the WalletConnect test wallet’s Polkadot requests', () => {
  it('signs polkadot_signMessage { address, message } so signatureVerify accepts it for the address', async () => {
    const signature = await sign({ address: sr25519Account.address, message: 'Sign in to Foyer' })
    expect(signatureVerify('Sign in to Foyer', signature, sr25519Account.address).isValid).toBe(true)
  })

  it('signs the SignerPayloadRaw form { address, data, type } with hex data', async () => {
    const data = `0x${Buffer.from('raw bytes', 'utf8').toString('hex')}`
    const signature = await sign({ address: sr25519Account.address, data, type: 'bytes' })
    expect(signatureVerify('raw bytes', signature, sr25519Account.address).isValid).toBe(true)
  })

  it('signs with the ed25519 and ecdsa accounts’ own schemes', async () => {
    const ed = await sign({ address: ed25519Account.address, message: 'hello' })
    const ecdsa = await sign({ address: ecdsaAccount.address, message: 'hello' })
    expect(signatureVerify('hello', ed, ed25519Account.address)).toMatchObject({ isValid: true, crypto: 'ed25519' })
    expect(signatureVerify('hello', ecdsa, ecdsaAccount.address)).toMatchObject({ isValid: true, crypto: 'ecdsa' })
  })

  it('grants every account on every chain as CAIP-10', () => {
    expect(requests().accounts()).toEqual(POLKADOT_DEVNET_ACCOUNTS.map((account) => `${CHAIN}:${account.address}`))
  })

  it('answers 4100 for an address whose key it does not hold', async () => {
    const stranger = encodeAddress(new Uint8Array(32).fill(3), 42)
    await expect(sign({ address: stranger, message: 'hi' })).rejects.toMatchObject({ code: 4100 })
  })

  it('answers -32602 for a message that is not a string', async () => {
    await expect(sign({ address: sr25519Account.address, message: 42 })).rejects.toMatchObject({ code: -32602 })
  })

  it('answers -32602 for a chain it does not know', async () => {
    await expect(
      requests().handle(
        'polkadot_signMessage',
        { address: sr25519Account.address, message: 'hi' },
        'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      ),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'The wallet does not know the chain polkadot:91b171bb158e2d3848fa23a9f1c25182',
    })
  })

  it('answers 4200 for a method it does not know', async () => {
    await expect(requests().handle('polkadot_signAndSend', {}, CHAIN)).rejects.toMatchObject({ code: 4200 })
  })

  it('answers -32602 for a transaction payload of another address', async () => {
    const params = { address: sr25519Account.address, transactionPayload: { address: ed25519Account.address } }
    await expect(requests().handle('polkadot_signTransaction', params, CHAIN)).rejects.toMatchObject({ code: -32602 })
  })
})
