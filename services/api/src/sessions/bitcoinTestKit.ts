import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import { BITCOIN_REGTEST_CAIP_NETWORK_ID } from '@foyer/devnet/bitcoin/network'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { hexToBytes } from '@noble/hashes/utils'
import { p2pkh, p2sh, p2tr, p2wpkh, WIF } from '@scure/btc-signer'

// Test-only: the Bitcoin devnet accounts' keys and every address kind they control, and the signatures a
// Bitcoin wallet makes for them with bip322-js.

export const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
export const MAINNET = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 }
export const BITCOIN_REGTEST = BITCOIN_REGTEST_CAIP_NETWORK_ID

/** A devnet account's key (regtest by default) and every address kind it controls. */
export function bitcoinTestKey(index: number, network = REGTEST) {
  const account = BITCOIN_DEVNET_ACCOUNTS[index]
  if (!account) throw new Error(`no Bitcoin devnet account ${index}`)
  const privateKey = hexToBytes(account.privateKey)
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const wrapped = p2wpkh(publicKey, network)
  return {
    wif: WIF(network).encode(privateKey),
    payment: wrapped.address as string,
    ordinals: p2tr(schnorr.getPublicKey(privateKey), undefined, network).address as string,
    nestedSegwit: p2sh(wrapped, network).address as string,
    legacy: p2pkh(publicKey, network).address as string,
  }
}

/** bip322-js's Signer: BIP-322 "simple" for segwit and taproot addresses, a legacy signature for P2PKH. */
export async function bip322Sign(wif: string, address: string, message: string): Promise<string> {
  const { Signer } = await import('bip322-js')
  return Signer.sign(wif, address, message)
}
