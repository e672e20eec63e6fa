// The wallet is 32 bytes of entropy and nothing else: the mnemonic, the seed and both accounts are derived from
// it the way wallets the visitor may later import into derive them (BIP-39/BIP-32 for EVM, SLIP-0010 for Solana,
// as Phantom and Solflare do), so an exported phrase opens the same accounts elsewhere.
import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import { base58 } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { entropyToMnemonic, mnemonicToSeedSync, validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { privateKeyToAccount } from 'viem/accounts'
import { slip10Ed25519 } from './slip10Ed25519.ts'

export interface WalletKeys {
  evm: { address: `0x${string}`; privateKey: `0x${string}` }
  solana: { address: string /* base58 */; publicKey: Uint8Array; secretKey: Uint8Array /* 32-byte ed25519 seed */ }
}

export const WALLET_ENTROPY_BYTES = 32
export const EVM_DERIVATION_PATH = "m/44'/60'/0'/0/0"
export const SOLANA_DERIVATION_PATH = "m/44'/501'/0'/0'"

export function createEntropy(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(WALLET_ENTROPY_BYTES))
}

/** The 24 words the export window shows; the same words any BIP-39 wallet imports. */
export function entropyMnemonic(entropy: Uint8Array): string {
  if (entropy.length !== WALLET_ENTROPY_BYTES) throw new Error(`Wallet entropy must be ${WALLET_ENTROPY_BYTES} bytes`)
  return entropyToMnemonic(entropy, wordlist)
}

export function deriveWalletKeys(entropy: Uint8Array): WalletKeys {
  return deriveFromSeed(mnemonicToSeedSync(entropyMnemonic(entropy)))
}

/**
 * The same derivation from any valid BIP-39 phrase (12 to 24 words): what the published vectors use, and what
 * importing an existing phrase would use. Wallets Foyer creates always come from 32 bytes through deriveWalletKeys.
 */
export function deriveWalletKeysFromMnemonic(mnemonic: string): WalletKeys {
  if (!validateMnemonic(mnemonic, wordlist)) throw new Error('Not a valid BIP-39 mnemonic')
  return deriveFromSeed(mnemonicToSeedSync(mnemonic))
}

function deriveFromSeed(seed: Uint8Array): WalletKeys {
  const evmKey = HDKey.fromMasterSeed(seed).derive(EVM_DERIVATION_PATH).privateKey
  if (!evmKey) throw new Error('BIP-32 derivation gave no private key')
  const privateKey = `0x${bytesToHex(evmKey)}` as const
  const solanaSecret = slip10Ed25519(seed, SOLANA_DERIVATION_PATH).privateKey
  const publicKey = ed25519.getPublicKey(solanaSecret)
  return {
    evm: { address: privateKeyToAccount(privateKey).address, privateKey },
    solana: { address: base58.encode(publicKey), publicKey, secretKey: solanaSecret },
  }
}

/** embedded-contract §3: what every rebuild must reproduce; the server keeps it beside the shares. */
export function addressCommitment(addresses: { eip155: string; solana: string }): string {
  return bytesToHex(sha256(utf8ToBytes(`foyer-embedded-v1\n${addresses.eip155}\n${addresses.solana}`)))
}

export function walletCommitment(keys: WalletKeys): string {
  return addressCommitment({ eip155: keys.evm.address, solana: keys.solana.address })
}
