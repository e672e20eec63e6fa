import { describe, expect, it } from 'vitest'
import { isBitcoinAddress, loadAddressChecksums } from './bitcoinAddress.ts'

const P2WPKH = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const WRONG_CHECKSUM = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'

describe('the Bitcoin address rule of the first chunk', () => {
  it('checks the shape until the checksum code loads, then the checksum too', async () => {
    expect(isBitcoinAddress(P2WPKH)).toBe(true)
    expect(isBitcoinAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false)
    expect(isBitcoinAddress('bc1q')).toBe(false)
    // Shaped like an address: without the checksum code it cannot be told apart yet.
    expect(isBitcoinAddress(WRONG_CHECKSUM)).toBe(true)

    await loadAddressChecksums()
    expect(isBitcoinAddress(P2WPKH)).toBe(true)
    expect(isBitcoinAddress(WRONG_CHECKSUM)).toBe(false)
  })
})
