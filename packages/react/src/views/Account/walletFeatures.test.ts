import { describe, expect, it } from 'vitest'
import { enabledWalletFeatures, offeredOnChain } from './walletFeatures.ts'

describe('enabledWalletFeatures', () => {
  it('lists the enabled features in the SPEC §9 order: onramp, swaps, receive, send', () => {
    const all = { send: true, receive: true, swaps: true, onramp: true }
    expect(enabledWalletFeatures(all, ['send', 'swaps', 'onramp', 'receive'])).toEqual([
      'onramp',
      'swaps',
      'receive',
      'send',
    ])
  })

  it('leaves out a disabled feature and one without a view yet', () => {
    expect(enabledWalletFeatures({ receive: false, send: true, onramp: true }, ['receive', 'send'])).toEqual(['send'])
  })

  it('shows on-ramp with its view, and only on a chain that offers it (SPEC §1: EVM and Solana)', () => {
    const shown = enabledWalletFeatures({ onramp: true, send: true })
    expect(shown).toEqual(['onramp', 'send'])
    expect(offeredOnChain(shown, { onramp: true })).toEqual(['onramp', 'send'])
    expect(offeredOnChain(shown, { onramp: false })).toEqual(['send'])
  })
})
