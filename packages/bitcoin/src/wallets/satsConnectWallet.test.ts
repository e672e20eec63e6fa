import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import { Verifier } from 'bip322-js'
import { describe, expect, it, vi } from 'vitest'
import { useDevnetAndWallets } from '../devWallet.testing.ts'
import type { BitcoinProvider } from '../provider/bitcoinProvider.ts'

vi.stubGlobal('window', new EventTarget())

const { devnet, network, injectFaces, adapter } = useDevnetAndWallets()
const key = (index: number) => BITCOIN_DEVNET_ACCOUNTS[index]!
const SATS_CONNECT = 'sats-connect:FoyerDevWallet.BitcoinProvider'

async function connected() {
  const { wallet } = injectFaces({ satsConnect: true })
  const bitcoin = adapter()
  const result = await bitcoin.connect({ connectorId: SATS_CONNECT, network: network() })
  return { wallet, bitcoin, result }
}

describe('a sats-connect wallet', () => {
  it('grants its payment and ordinals addresses through wallet_connect', async () => {
    const { result, wallet } = await connected()
    expect(result.accounts).toEqual([
      { namespace: 'bip122', address: key(1).paymentAddress, type: 'payment', publicKey: key(1).publicKey },
      { namespace: 'bip122', address: key(1).ordinalsAddress, type: 'ordinal', publicKey: expect.any(String) },
    ])
    expect(wallet.requests.map((request) => request.method)).toEqual(['sats-connect:wallet_connect'])
  })

  it('signs a BIP-322 message that verifies', async () => {
    const { bitcoin } = await connected()
    const signature = await bitcoin.signMessage({ message: 'Hello Foyer', address: key(1).paymentAddress })
    expect(Verifier.verifySignature(key(1).paymentAddress, 'Hello Foyer', signature)).toBe(true)
  })

  it("turns the wallet's no (-32000) into 'User rejected the request'", async () => {
    const { wallet, bitcoin } = await connected()
    wallet.setMode('reject')
    await expect(bitcoin.signMessage({ message: 'Hello', address: key(1).paymentAddress })).rejects.toMatchObject({
      name: 'UserRejectedError',
    })
  })

  it('reconnects silently through wallet_getAccount', async () => {
    const { wallet } = await connected()
    wallet.setMode('reject')
    const restored = await adapter().reconnect({ connectorId: SATS_CONNECT, network: network() })
    expect(restored?.accounts).toHaveLength(2)
  })

  it('signs a payment through signPsbt that confirms once a block is mined', async () => {
    const { bitcoin } = await connected()
    const txid = await (bitcoin.getProvider() as BitcoinProvider).sendTransfer({
      recipient: key(7).ordinalsAddress,
      amount: '12345',
    })
    await devnet().mine(1)
    const status = (await (await fetch(`${devnet().url}/tx/${txid}/status`)).json()) as { confirmed: boolean }
    expect(status.confirmed).toBe(true)
  })
})
