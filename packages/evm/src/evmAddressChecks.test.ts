import { defineNetwork } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { describeEvmChain } from './describeEvmChain.ts'
import { addressChecks, loadAddressChecks } from './evmAddressChecks.ts'

const checksummed = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const chain = describeEvmChain(addressChecks)

// One file, one module instance: the first test sees the checks before anything loaded them.
describe("the EVM adapter's address checks", () => {
  it('are not loaded until a connection asks for them, and say so if asked before', () => {
    expect(() => chain.normalizeAddress(checksummed.toLowerCase())).toThrow('asked before a wallet connected')
  })

  it('leave the rest of the chain description usable before they load', () => {
    const network = defineNetwork({
      id: 1,
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
    })
    expect(chain.registrationCoinType?.(network)).toBe(60)
    expect(chain.isTransactionHash(`0x${'ab'.repeat(32)}`)).toBe(true)
  })
  it('once loaded, write an address in its EIP-55 form and refuse a wrong checksum', async () => {
    await loadAddressChecks()
    expect(chain.normalizeAddress(checksummed.toLowerCase())).toBe(checksummed)
    expect(chain.isAddress(checksummed.replace('dA6', 'Da6'))).toBe(false)
  })
})
