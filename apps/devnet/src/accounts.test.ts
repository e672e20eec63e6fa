import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS, DEVNET_MNEMONIC } from './accounts.ts'

describe('DEVNET_ACCOUNTS', () => {
  it('lists exactly the first ten accounts Anvil derives from the test mnemonic', () => {
    expect(DEVNET_ACCOUNTS).toHaveLength(10)
    DEVNET_ACCOUNTS.forEach((account, addressIndex) => {
      const derived = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex })
      expect(account.address).toBe(derived.address)
      expect(account.privateKey).toBe(toHex(derived.getHdKey().privateKey!))
    })
  })
})
