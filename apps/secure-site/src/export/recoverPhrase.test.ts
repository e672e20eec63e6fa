import { mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { expect, it } from 'vitest'
import { WalletIntegrityError } from '../custody/custodyErrors.ts'
import { createEntropy, deriveWalletKeys, walletCommitment } from '../custody/walletKeys.ts'
import { splitEntropy } from '../custody/walletShares.ts'
import { recoverPhrase } from './recoverPhrase.ts'

it('gives the 24 words of the wallet the two shares rebuild', async () => {
  const entropy = createEntropy()
  const commitment = walletCommitment(deriveWalletKeys(entropy))
  const shares = await splitEntropy(entropy.slice())
  const phrase = await recoverPhrase(shares.auth, shares.recovery, commitment)
  expect(phrase.split(' ')).toHaveLength(24)
  expect(mnemonicToEntropy(phrase, wordlist)).toEqual(entropy)
})

it('shows no words when a share was tampered with', async () => {
  const entropy = createEntropy()
  const commitment = walletCommitment(deriveWalletKeys(entropy))
  const shares = await splitEntropy(entropy)
  shares.auth[3] = (shares.auth[3] ?? 0) ^ 0xff
  await expect(recoverPhrase(shares.auth, shares.device, commitment)).rejects.toThrow(WalletIntegrityError)
})
