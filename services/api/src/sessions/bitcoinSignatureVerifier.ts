import { readBitcoinAddress } from '../chain/bitcoinAddress.ts'
import type { BitcoinAddressPrefix } from '../deps.ts'
import type { SignatureVerifier } from './signatureVerifier.ts'

/** bip322-js is a CommonJS library of its own weight (bitcoinjs-lib, elliptic): loaded on the first Bitcoin sign-in. */
let verifierModule: Promise<typeof import('bip322-js')> | undefined

/**
 * A Bitcoin account signs in with BIP-322: bip322-js's `Verifier.verifySignature` builds the virtual `to_spend` /
 * `to_sign` transactions of the address's script and checks the witness the wallet wrote (base64), for P2WPKH,
 * P2SH-P2WPKH and key-path P2TR. A legacy "Bitcoin Signed Message" signature (BIP-137, 65 bytes) is accepted
 * for any address its recovered key derives, as wallets that have only that format sign. No node is asked.
 * bip322-js throws on input it cannot read (a bad witness, an address it does not support): not valid. An
 * address of another network (a `bc1…` address on regtest) is no account of this one, so it never signs in here.
 */
export function createBitcoinSignatureVerifier(addressPrefix: BitcoinAddressPrefix): SignatureVerifier {
  return async ({ address, message, signature }) => {
    if (!readBitcoinAddress(address)?.prefixes.includes(addressPrefix)) return false
    verifierModule ??= import('bip322-js')
    const { Verifier } = await verifierModule
    try {
      return Verifier.verifySignature(address, message, signature)
    } catch {
      return false
    }
  }
}
