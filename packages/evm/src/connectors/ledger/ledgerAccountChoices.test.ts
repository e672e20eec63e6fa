import Eth from '@ledgerhq/hw-app-eth'
import { openTransportReplayer, RecordStore } from '@ledgerhq/hw-transport-mocker'
import { isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { ledgerAccountChoices } from './ledgerAccountChoices.ts'
import {
  BIP44_ACCOUNT_5,
  BIP44_PARENT,
  bip44ParentAnswered,
  LEGACY_ACCOUNT_0,
  LEGACY_PARENT,
} from './ledgerRecordings.testing.ts'

// Against Frame's recordings of one real device (ledgerRecordings.testing.ts): the replayer fails on any byte the
// device was not sent, so these also check that a page of BIP-44 or legacy accounts costs the device one exchange.

const replayed = async (recording: string) => new Eth(await openTransportReplayer(RecordStore.fromString(recording)))

const SCHEMES = [
  { id: 'ledgerLive', label: 'Ledger Live' },
  { id: 'bip44', label: 'BIP44 (MetaMask)' },
  { id: 'legacy', label: 'Legacy (MEW)' },
]

describe('a page of Ledger accounts to pick from', () => {
  it("lists the BIP-44 scheme's first five accounts with their paths, account 2 being the one that signed", async () => {
    const choices = await ledgerAccountChoices(await replayed(BIP44_PARENT), { offset: 0, count: 5 }, 'bip44')
    expect(choices.schemes).toEqual(SCHEMES)
    expect(choices.scheme).toBe('bip44')
    expect(choices.accounts.map(({ index, path }) => ({ index, path }))).toEqual([
      { index: 0, path: "m/44'/60'/0'/0/0" },
      { index: 1, path: "m/44'/60'/0'/0/1" },
      { index: 2, path: "m/44'/60'/0'/0/2" },
      { index: 3, path: "m/44'/60'/0'/0/3" },
      { index: 4, path: "m/44'/60'/0'/0/4" },
    ])
    // Frame's personal_sign recording at 44'/60'/0'/0/2 recovers to this address (ledgerAdapter.test.ts).
    expect(choices.accounts[2]?.address).toBe('0x67A4DCb3b25c87D7A46C617096DF26e5Bd1D57ba')
    expect(new Set(choices.accounts.map(({ address }) => address)).size).toBe(5)
    for (const { address } of choices.accounts) expect(isAddress(address, { strict: true })).toBe(true)
  })

  it('pages on: the next five start at account 5, the address Frame expects there', async () => {
    const choices = await ledgerAccountChoices(await replayed(BIP44_PARENT), { offset: 5, count: 5 }, 'bip44')
    expect(choices.accounts.map(({ index }) => index)).toEqual([5, 6, 7, 8, 9])
    expect(choices.accounts[0]).toEqual({ address: BIP44_ACCOUNT_5, index: 5, path: "m/44'/60'/0'/0/5" })
  })

  it('lists the scheme asked for rather than the default: legacy account 0 at its path', async () => {
    const choices = await ledgerAccountChoices(
      await replayed(LEGACY_PARENT),
      { scheme: 'legacy', offset: 0, count: 5 },
      'bip44',
    )
    expect(choices.scheme).toBe('legacy')
    expect(choices.accounts[0]).toEqual({ address: LEGACY_ACCOUNT_0, index: 0, path: "m/44'/60'/0'/0" })
    expect(choices.accounts[4]?.path).toBe("m/44'/60'/0'/4")
  })

  it('says the Ledger is locked when it answers 0x5515', async () => {
    await expect(
      ledgerAccountChoices(await replayed(bip44ParentAnswered('5515')), { offset: 0, count: 5 }, 'bip44'),
    ).rejects.toMatchObject({
      code: 'LEDGER_LOCKED',
      message: 'Your Ledger is locked. Unlock it with your PIN and try again',
    })
  })

  it('says to open the Ethereum app when the device answers 0x6e00', async () => {
    await expect(
      ledgerAccountChoices(await replayed(bip44ParentAnswered('6e00')), { offset: 0, count: 5 }, 'bip44'),
    ).rejects.toMatchObject({ message: 'Open the Ethereum app on your Ledger and try again' })
  })

  it('refuses a scheme Ledger has no paths for, without asking the device', async () => {
    await expect(
      ledgerAccountChoices(await replayed(''), { scheme: 'solana', offset: 0, count: 5 }, 'bip44'),
    ).rejects.toThrow("A Ledger has no account scheme 'solana'")
  })
})
