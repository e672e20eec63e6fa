import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { p2pkh, p2sh, p2tr, p2wpkh, WIF } from '@scure/btc-signer'

// Test-only: regtest keys and addresses, and the signatures a Bitcoin wallet makes for them with bip322-js.

export const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
export const MAINNET = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 }
export const BITCOIN_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** A deterministic regtest key and every address kind it controls. */
export function bitcoinTestKey(label: string, network = REGTEST) {
  const privateKey = sha256(new TextEncoder().encode(`foyer-api-bitcoin-test:${label}`))
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
