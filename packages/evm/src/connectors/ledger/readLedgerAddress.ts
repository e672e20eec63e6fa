import { secp256k1 } from '@noble/curves/secp256k1'
import { HDKey } from '@scure/bip32'
import { type Address, bytesToHex, getAddress, hexToBytes } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { derivationParent, derivationPath, type LedgerDerivation } from './derivationPath.ts'
import type { LedgerApp } from './ledgerApp.ts'

/**
 * The addresses at `indexes` of a scheme. BIP-44 and legacy accounts share an unhardened parent: the device gives its
 * public key and chain code once and each address is derived here (BIP-32 public derivation, which cannot reach a
 * private key). Ledger Live's accounts differ in a hardened level, so the device is asked for each one.
 */
export async function readLedgerAddresses(
  app: LedgerApp,
  derivation: LedgerDerivation,
  indexes: readonly number[],
): Promise<Address[]> {
  const parentPath = derivationParent(derivation)
  if (!parentPath) {
    const addresses: Address[] = []
    for (const index of indexes)
      addresses.push(getAddress((await app.getAddress(derivationPath(derivation, index))).address))
    return addresses
  }
  const parent = await app.getAddress(parentPath, false, true)
  if (!parent.chainCode) throw new Error('The Ledger answered without the chain code it was asked for')
  const key = new HDKey({
    publicKey: hexToBytes(`0x${parent.publicKey}`),
    chainCode: hexToBytes(`0x${parent.chainCode}`),
  })
  return indexes.map((index) => {
    const child = key.deriveChild(index).publicKey
    if (!child) throw new Error(`No public key at index ${index}`)
    return publicKeyToAddress(bytesToHex(secp256k1.ProjectivePoint.fromHex(child).toRawBytes(false)))
  })
}
