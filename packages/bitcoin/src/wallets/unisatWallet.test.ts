import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import { Verifier } from 'bip322-js'
import { describe, expect, it, vi } from 'vitest'
import { useDevnetAndWallets } from '../devWallet.testing.ts'
import type { BitcoinProvider } from '../provider/bitcoinProvider.ts'

vi.stubGlobal('window', new EventTarget())

const { devnet, network, injectFaces, adapter } = useDevnetAndWallets()
const key = (index: number) => BITCOIN_DEVNET_ACCOUNTS[index]!
const UNISAT = 'injected:unisat'

async function connected() {
  const { wallet } = injectFaces({ unisat: true })
  const bitcoin = adapter()
  const result = await bitcoin.connect({ connectorId: UNISAT, network: network() })
  return { wallet, bitcoin, result }
}

describe('a Unisat-style wallet', () => {
  it('grants its one address as the payment account, with its public key', async () => {
    const { result } = await connected()
    expect(result.accounts).toEqual([
      { namespace: 'bip122', address: key(1).paymentAddress, type: 'payment', publicKey: key(1).publicKey },
    ])
  })

  it("signs a BIP-322 message ('bip322-simple') that verifies", async () => {
    const { bitcoin, wallet } = await connected()
    const signature = await bitcoin.signMessage({ message: 'Hello Foyer', address: key(1).paymentAddress })
    expect(Verifier.verifySignature(key(1).paymentAddress, 'Hello Foyer', signature)).toBe(true)
    expect(wallet.requests.at(-1)?.params).toMatchObject({ type: 'bip322-simple' })
  })

  it("turns the wallet's no (4001) into 'User rejected the request'", async () => {
    const { wallet, bitcoin } = await connected()
    wallet.setMode('reject')
    await expect(bitcoin.signMessage({ message: 'Hello', address: key(1).paymentAddress })).rejects.toMatchObject({
      name: 'UserRejectedError',
    })
  })

  it('reports the account the user switches to', async () => {
    const { wallet, bitcoin } = await connected()
    const events: unknown[] = []
    bitcoin.subscribe((event) => events.push(event))
    wallet.changeAccount(2)
    await vi.waitFor(() =>
      expect(events).toContainEqual(expect.objectContaining({ addresses: [key(3).paymentAddress] })),
    )
  })

  it('signs a payment (signPsbt, not finalized) that confirms once a block is mined', async () => {
    const { bitcoin } = await connected()
    const txid = await (bitcoin.getProvider() as BitcoinProvider).sendTransfer({
      recipient: key(8).paymentAddress,
      amount: '54321',
    })
    await devnet().mine(1)
    const status = (await (await fetch(`${devnet().url}/tx/${txid}/status`)).json()) as { confirmed: boolean }
    expect(status.confirmed).toBe(true)
  })
})
