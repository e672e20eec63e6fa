import { base64, hex } from '@scure/base'
import { NETWORK, WIF } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { bip322MessageHash, signBip322Simple } from './bip322.ts'
import { bitcoinKeyOf } from './bitcoinKey.ts'
import { REGTEST } from './bitcoinNetwork.ts'
import { signLegacyMessage } from './legacyMessage.ts'

// BIP-322's test vectors (the BIP's "Test vectors" section): one key, its P2WPKH address on mainnet.
const SPEC_KEY = hex.encode(WIF(NETWORK).decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'))
const SPEC_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const SPEC_HELLO_WORLD =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='

const utf8 = (text: string) => new TextEncoder().encode(text)
const key = bitcoinKeyOf('0b'.repeat(32), REGTEST)

describe('BIP-322 simple signatures', () => {
  it('hashes messages as the spec’s vectors say', () => {
    expect(hex.encode(bip322MessageHash(utf8('')))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(hex.encode(bip322MessageHash(utf8('Hello World')))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })

  it('signs "Hello World" with the spec’s key into exactly the spec’s P2WPKH signature', () => {
    const specKey = bitcoinKeyOf(SPEC_KEY, NETWORK)
    expect(specKey.paymentAddress).toBe(SPEC_ADDRESS)
    expect(base64.encode(signBip322Simple(specKey, specKey.paymentScript, utf8('Hello World')))).toBe(SPEC_HELLO_WORLD)
  })

  it('signs the empty message into exactly the spec’s signature', () => {
    const specKey = bitcoinKeyOf(SPEC_KEY, NETWORK)
    expect(base64.encode(signBip322Simple(specKey, specKey.paymentScript, utf8('')))).toBe(
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    )
  })

  it('agrees with bip322-js that the spec’s signature is valid', () => {
    expect(Verifier.verifySignature(SPEC_ADDRESS, 'Hello World', SPEC_HELLO_WORLD)).toBe(true)
  })

  it('signs for a regtest P2WPKH address so bip322-js verifies it', () => {
    const signature = base64.encode(signBip322Simple(key, key.paymentScript, utf8('Sign in to Foyer')))
    expect(Verifier.verifySignature(key.paymentAddress, 'Sign in to Foyer', signature)).toBe(true)
  })

  it('signs for a regtest P2TR address so bip322-js verifies it', () => {
    const signature = base64.encode(signBip322Simple(key, key.ordinalsScript, utf8('Sign in to Foyer')))
    expect(Verifier.verifySignature(key.ordinalsAddress, 'Sign in to Foyer', signature)).toBe(true)
  })

  it('gives a signature bip322-js rejects for another message', () => {
    const signature = base64.encode(signBip322Simple(key, key.ordinalsScript, utf8('Sign in to Foyer')))
    expect(Verifier.verifySignature(key.ordinalsAddress, 'Sign in to Foyer!', signature)).toBe(false)
  })
})

describe('legacy "Bitcoin Signed Message" signatures', () => {
  it('are 65 bytes that bip322-js verifies strictly (BIP-137 P2WPKH flag) for the payment address', () => {
    const signature = signLegacyMessage(key.privateKey, utf8('Sign in to Foyer'), 39)
    expect(signature).toHaveLength(65)
    expect(Verifier.verifySignature(key.paymentAddress, 'Sign in to Foyer', base64.encode(signature), true)).toBe(true)
  })

  it('verify for the taproot address of the same key', () => {
    const signature = base64.encode(signLegacyMessage(key.privateKey, utf8('Sign in to Foyer'), 31))
    expect(Verifier.verifySignature(key.ordinalsAddress, 'Sign in to Foyer', signature)).toBe(true)
  })

  it('do not verify for another message', () => {
    const signature = base64.encode(signLegacyMessage(key.privateKey, utf8('Sign in to Foyer'), 39))
    expect(Verifier.verifySignature(key.paymentAddress, 'Sign in to Foyer?', signature)).toBe(false)
  })
})
