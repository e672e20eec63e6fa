import { checksumAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { addressProblem } from './siwxAddress.ts'

const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const withEip55 = { checksumAddress: (address: string) => checksumAddress(address as `0x${string}`) }

describe('addressProblem for eip155', () => {
  it('accepts a checksummed address and an all-lower-case one', () => {
    expect(addressProblem('eip155', CHECKSUMMED, withEip55)).toBeUndefined()
    expect(addressProblem('eip155', CHECKSUMMED.toLowerCase(), withEip55)).toBeUndefined()
  })

  it('refuses a mixed-case address whose EIP-55 checksum is wrong', () => {
    const wrongCase = CHECKSUMMED.replace('C51812', 'c51812')
    expect(addressProblem('eip155', wrongCase, withEip55)).toBe('has a wrong EIP-55 checksum')
  })

  it('refuses an all-upper-case address unless it happens to be its own checksum', () => {
    expect(addressProblem('eip155', `0x${CHECKSUMMED.slice(2).toUpperCase()}`, withEip55)).toBe(
      'has a wrong EIP-55 checksum',
    )
  })

  it('takes a mixed-case address as written when no checksum function is given', () => {
    expect(addressProblem('eip155', CHECKSUMMED.replace('C51812', 'c51812'))).toBeUndefined()
  })

  it.each([
    CHECKSUMMED.slice(0, -1),
    `${CHECKSUMMED}0`,
    CHECKSUMMED.slice(2),
    `0X${CHECKSUMMED.slice(2)}`,
    CHECKSUMMED.replace('C', 'G'),
    ` ${CHECKSUMMED}`,
  ])('refuses %s, which is not 0x and 40 hex digits', (address) => {
    expect(addressProblem('eip155', address, withEip55)).toBe('must be 0x and 40 hex digits')
  })
})

describe('addressProblem for the CAIP-122 namespaces', () => {
  it.each([
    ['solana', '11111111111111111111111111111111'],
    ['solana', 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'],
    ['solana', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    ['bip122', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['bip122', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['bip122', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'],
    ['bip122', '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc'],
    ['bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['bip122', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'],
    ['bip122', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'],
    ['bip122', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'],
    ['bip122', 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'],
    ['bip122', 'bcrt1pyl5zj379vk48fw22fx9r7h88v2rwksly972jnjuczkujkz48r6vs2cawcn'],
    ['polkadot', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'],
    ['polkadot', '5Cc9yHKX6vqrE3bDBEPKFUBuMf4WvPeC8B7357Ky21AG2199'],
    ['polkadot', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
  ])('accepts a %s address %s', (namespace, address) => {
    expect(addressProblem(namespace, address)).toBeUndefined()
  })

  it.each([
    ['solana', 'a base58 text of 31 bytes', '1111111111111111111111111111111'],
    ['solana', 'a 0 (not base58)', 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRd0'],
    ['solana', 'an EVM address', CHECKSUMMED],
    ['bip122', 'a bech32 checksum off by one character', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'],
    ['bip122', 'mixed case bech32', 'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    [
      'bip122',
      'a version 1 program with a bech32 (not bech32m) checksum',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
    ],
    ['bip122', 'another network prefix', 'ltc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['bip122', 'a Solana address', 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'],
    ['polkadot', 'a Solana address', 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'],
    ['polkadot', 'hex', '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'],
  ])('refuses for %s %s', (namespace, _name, address) => {
    expect(addressProblem(namespace, address)).toBeDefined()
  })
})
