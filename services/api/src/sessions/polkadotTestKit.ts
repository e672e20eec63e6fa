import { POLKADOT_DEVNET_ACCOUNTS } from '@foyer/devnet/polkadot/accounts'
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { blake2b } from '@noble/hashes/blake2b'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { secretFromSeed, sign as sr25519Sign } from '@scure/sr25519'

// Test-only: signRaw signatures as a Polkadot extension makes them, with the devnet accounts' real keys.

const encoder = new TextEncoder()

/** polkadot.js's u8aWrapBytes: what signRaw signs for a message. */
export const wrapBytes = (message: string) => encoder.encode(`<Bytes>${message}</Bytes>`)

export function devnetPolkadotAccount(index: number) {
  const account = POLKADOT_DEVNET_ACCOUNTS[index]
  if (!account) throw new Error(`no Polkadot devnet account ${index}`)
  return account
}

/** The devnet account's signature of `bytes` with its own scheme, 0x hex (64 bytes, or 65 for ecdsa). */
export function signBytesAs(index: number, bytes: Uint8Array): `0x${string}` {
  const account = devnetPolkadotAccount(index)
  const seed = hexToBytes(account.miniSecret.slice(2))
  if (account.type === 'sr25519') return `0x${bytesToHex(sr25519Sign(secretFromSeed(seed), bytes))}`
  if (account.type === 'ed25519') return `0x${bytesToHex(ed25519.sign(bytes, seed))}`
  const signature = secp256k1.sign(blake2b(bytes, { dkLen: 32 }), seed)
  return `0x${bytesToHex(signature.toCompactRawBytes())}${signature.recovery.toString(16).padStart(2, '0')}`
}

/** What an extension's signRaw answers for `message`: the signature of its `<Bytes>` wrap. */
export const signRawAs = (index: number, message: string) => signBytesAs(index, wrapBytes(message))
