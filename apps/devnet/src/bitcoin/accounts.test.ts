import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC } from '../accounts.ts'
import { BITCOIN_DEVNET_ACCOUNTS, BITCOIN_DEVNET_MINER } from './accounts.ts'
import { BITCOIN_REGTEST_NETWORK } from './network.ts'

const root = HDKey.fromMasterSeed(mnemonicToSeedSync(DEVNET_MNEMONIC))

function derive(path: string) {
  const key = root.derive(path)
  if (!key.privateKey || !key.publicKey) throw new Error(`No key at ${path}`)
  return {
    privateKey: Buffer.from(key.privateKey).toString('hex'),
    publicKey: Buffer.from(key.publicKey).toString('hex'),
    paymentAddress: p2wpkh(key.publicKey, BITCOIN_REGTEST_NETWORK).address,
    ordinalsAddress: p2tr(key.publicKey.subarray(1), undefined, BITCOIN_REGTEST_NETWORK).address,
  }
}

describe('Bitcoin devnet accounts', () => {
  it("are the devnet mnemonic's keys at m/84'/1'/0'/0/i with their P2WPKH and BIP-86 P2TR regtest addresses", () => {
    expect(BITCOIN_DEVNET_ACCOUNTS).toEqual(BITCOIN_DEVNET_ACCOUNTS.map((_, i) => derive(`m/84'/1'/0'/0/${i}`)))
  })

  it("give the miner the devnet mnemonic's key at m/84'/1'/0'/1/0", () => {
    expect(BITCOIN_DEVNET_MINER).toEqual(derive("m/84'/1'/0'/1/0"))
  })

  it('are ten bcrt1q payment and bcrt1p ordinals addresses', () => {
    expect(BITCOIN_DEVNET_ACCOUNTS).toHaveLength(10)
    for (const account of BITCOIN_DEVNET_ACCOUNTS) {
      expect(account.paymentAddress).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/)
      expect(account.ordinalsAddress).toMatch(/^bcrt1p[02-9ac-hj-np-z]{58}$/)
    }
  })
})
