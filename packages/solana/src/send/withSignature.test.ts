import { SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet/solana/accounts'
import { getTransactionDecoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { transferWireOn } from '../kitTransfer.testing.ts'
import { withSignature } from './withSignature.ts'

const [payer, receiver] = [SOLANA_DEVNET_ACCOUNTS[1]!.address, SOLANA_DEVNET_ACCOUNTS[2]!.address]
const signature = Uint8Array.from({ length: 64 }, (_, index) => index + 1)

describe('withSignature', () => {
  it('puts the signature in the signer’s slot and keeps the message as it was', () => {
    const wire = transferWireOn(payer, receiver, 5n)
    const signed = getTransactionDecoder().decode(withSignature(wire, payer, signature))
    expect(signed.signatures).toEqual({ [payer]: signature })
    expect(signed.messageBytes).toEqual(getTransactionDecoder().decode(wire).messageBytes)
  })

  it('refuses a signer the transaction does not name', () => {
    expect(() => withSignature(transferWireOn(payer, receiver, 5n), receiver, signature)).toThrow(
      `The transaction needs no signature from ${receiver}`,
    )
  })
})
