import { describe, expect, it } from 'vitest'
import { WalletIntegrityError } from './custodyErrors.ts'
import { createEntropy, deriveWalletKeys, walletCommitment } from './walletKeys.ts'
import { rebuildWallet, splitEntropy } from './walletShares.ts'

async function newWallet() {
  const entropy = createEntropy()
  const keys = deriveWalletKeys(entropy)
  return { entropy, keys, commitment: walletCommitment(keys), shares: await splitEntropy(entropy) }
}

describe('wallet shares', () => {
  it('rebuild the same wallet from any two of the three shares, in either order', async () => {
    const { keys, commitment, shares } = await newWallet()
    const { device, auth, recovery } = shares
    for (const [a, b] of [
      [device, auth],
      [auth, recovery],
      [device, recovery],
      [recovery, device],
    ] as const) {
      expect(await rebuildWallet(a, b, commitment)).toEqual(keys)
    }
  })

  it('are three distinct 33-byte shares, none of which contains the entropy', async () => {
    const { entropy, shares } = await newWallet()
    const all = [shares.device, shares.auth, shares.recovery]
    expect(all.map((share) => share.length)).toEqual([33, 33, 33])
    expect(new Set(all.map((share) => share.join(','))).size).toBe(3)
    for (const share of all) expect(share.subarray(0, 32)).not.toEqual(entropy)
  })

  it('refuse to rebuild from one share given twice', async () => {
    const { commitment, shares } = await newWallet()
    await expect(rebuildWallet(shares.device, shares.device, commitment)).rejects.toThrow(WalletIntegrityError)
  })

  it("report a tampered share as WalletIntegrityError 'Something went wrong' instead of a wrong wallet", async () => {
    const { commitment, shares } = await newWallet()
    const tampered = shares.auth.slice()
    tampered[0] = (tampered[0] ?? 0) ^ 1
    await expect(rebuildWallet(shares.device, tampered, commitment)).rejects.toMatchObject({
      name: 'WalletIntegrityError',
      message: 'Something went wrong',
    })
  })

  it("refuse shares of another wallet against this wallet's commitment", async () => {
    const mine = await newWallet()
    const other = await newWallet()
    await expect(rebuildWallet(other.shares.device, other.shares.auth, mine.commitment)).rejects.toThrow(
      WalletIntegrityError,
    )
  })

  it('refuse to split entropy that is not 32 bytes', async () => {
    await expect(splitEntropy(new Uint8Array(16))).rejects.toThrow('Wallet entropy must be 32 bytes')
  })
})
