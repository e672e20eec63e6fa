import { type BitcoinDevnet, startBitcoinDevnet } from '@foyer/devnet/bitcoin'
import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinKeyOf } from '../bitcoin/bitcoinKey.ts'
import { REGTEST } from '../bitcoin/bitcoinNetwork.ts'
import { receivedFrom, txStatus, unsignedPayment } from '../bitcoin/devnetPayments.testing.ts'
import { createBitcoinRequests } from './bitcoinRequests.ts'

let devnet: BitcoinDevnet
beforeAll(async () => {
  devnet = await startBitcoinDevnet({ port: 0 })
})
afterAll(async () => {
  await devnet?.stop()
})

// Accounts 4, 5 and 6 sign here (one per test that spends, so their coins never clash); 9 receives.
const keys = BITCOIN_DEVNET_ACCOUNTS.map(({ privateKey }) => bitcoinKeyOf(privateKey, REGTEST))
const receiver = keys[9]!.paymentAddress

const requests = (index = 4) =>
  createBitcoinRequests({
    privateKeys: [BITCOIN_DEVNET_ACCOUNTS[index]!.privateKey],
    chains: [{ caipNetworkId: devnet.caipNetworkId, esploraUrl: devnet.url }],
  })

/** Reown's signature is hex; verifiers (and AppKit) take it as base64. */
const asBase64 = (signature: string) => base64.encode(hex.decode(signature))

describe('the WalletConnect test wallet’s Bitcoin requests', () => {
  it('grants each key’s payment address as a CAIP-10 account on regtest', () => {
    expect(requests().accounts()).toEqual([`bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${keys[4]!.paymentAddress}`])
  })

  it('answers getAccountAddresses with the payment and the ordinal address of the account', async () => {
    expect(
      await requests().handle('getAccountAddresses', { account: keys[4]!.paymentAddress }, devnet.caipNetworkId),
    ).toEqual([
      { address: keys[4]!.paymentAddress, publicKey: hex.encode(keys[4]!.publicKey), intention: 'payment' },
      { address: keys[4]!.ordinalsAddress, publicKey: hex.encode(keys[4]!.xOnlyPublicKey), intention: 'ordinal' },
    ])
  })

  it('filters getAccountAddresses by intentions', async () => {
    const addresses = await requests().handle(
      'getAccountAddresses',
      { account: keys[4]!.paymentAddress, intentions: ['ordinal'] },
      devnet.caipNetworkId,
    )
    expect((addresses as { address: string }[]).map((entry) => entry.address)).toEqual([keys[4]!.ordinalsAddress])
  })

  it('signs a message with ECDSA by default: hex of the 65-byte legacy signature, which bip322-js verifies', async () => {
    const { address, signature } = (await requests().handle(
      'signMessage',
      { account: keys[4]!.paymentAddress, message: 'Sign in to Foyer' },
      devnet.caipNetworkId,
    )) as { address: string; signature: string }
    expect(address).toBe(keys[4]!.paymentAddress)
    expect(signature).toMatch(/^[0-9a-f]{130}$/)
    expect(Verifier.verifySignature(address, 'Sign in to Foyer', asBase64(signature))).toBe(true)
  })

  it('signs a BIP-322 message with the ordinal address when asked, which bip322-js verifies', async () => {
    const { address, signature } = (await requests().handle(
      'signMessage',
      {
        account: keys[4]!.paymentAddress,
        address: keys[4]!.ordinalsAddress,
        message: 'Sign in to Foyer',
        protocol: 'bip322',
      },
      devnet.caipNetworkId,
    )) as { address: string; signature: string }
    expect(address).toBe(keys[4]!.ordinalsAddress)
    expect(Verifier.verifySignature(address, 'Sign in to Foyer', asBase64(signature))).toBe(true)
  })

  it('refuses to sign for an account it does not hold (4100)', async () => {
    await expect(
      requests().handle('signMessage', { account: keys[5]!.paymentAddress, message: 'x' }, devnet.caipNetworkId),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('signs the named inputs of a PSBT and answers it in base64 without a txid', async () => {
    const psbt = await unsignedPayment(devnet.url, keys[4]!, 'payment', receiver, 9_000n)
    const result = (await requests().handle(
      'signPsbt',
      {
        account: keys[4]!.paymentAddress,
        psbt: base64.encode(psbt),
        signInputs: [{ address: keys[4]!.paymentAddress, index: 0, sighashTypes: [1] }],
      },
      devnet.caipNetworkId,
    )) as { psbt: string; txid?: string }
    expect(result.txid).toBeUndefined()
    expect(Transaction.fromPSBT(base64.decode(result.psbt)).getInput(0).partialSig).toHaveLength(1)
  })

  it('signs and broadcasts a PSBT with broadcast: true, and a block confirms its txid', async () => {
    const psbt = await unsignedPayment(devnet.url, keys[5]!, 'ordinals', receiver, 4_000n)
    const { txid } = (await requests(5).handle(
      'signPsbt',
      {
        account: keys[5]!.paymentAddress,
        psbt: base64.encode(psbt),
        signInputs: [{ address: keys[5]!.ordinalsAddress, index: 0 }],
        broadcast: true,
      },
      devnet.caipNetworkId,
    )) as { txid: string }
    await devnet.mine(1)
    expect(await txStatus(devnet.url, txid)).toMatchObject({ confirmed: true })
  })

  it('sends a transfer of a decimal-string amount that a block confirms', async () => {
    const { txid } = (await requests(6).handle(
      'sendTransfer',
      { account: keys[6]!.paymentAddress, recipientAddress: receiver, amount: '33000' },
      devnet.caipNetworkId,
    )) as { txid: string }
    await devnet.mine(1)
    expect(await receivedFrom(devnet.url, receiver, txid)).toBe(33_000)
  })

  it('refuses an amount that is not whole satoshis with -32602', async () => {
    await expect(
      requests().handle(
        'sendTransfer',
        { account: keys[4]!.paymentAddress, recipientAddress: receiver, amount: '0.5' },
        devnet.caipNetworkId,
      ),
    ).rejects.toMatchObject({ code: -32602, message: 'amount must be a positive whole number of satoshis' })
  })

  it('refuses a recipient that is not a regtest address with -32602', async () => {
    await expect(
      requests().handle(
        'sendTransfer',
        {
          account: keys[4]!.paymentAddress,
          recipientAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
          amount: '1000',
        },
        devnet.caipNetworkId,
      ),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('refuses a chain it does not know with -32602', async () => {
    await expect(
      requests().handle(
        'getAccountAddresses',
        { account: keys[4]!.paymentAddress },
        'bip122:000000000019d6689c085ae165831e93',
      ),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'The wallet does not know the chain bip122:000000000019d6689c085ae165831e93',
    })
  })

  it('answers a method it does not have with 4200', async () => {
    await expect(requests().handle('signTransaction', {}, devnet.caipNetworkId)).rejects.toMatchObject({
      code: 4200,
    })
  })
})
