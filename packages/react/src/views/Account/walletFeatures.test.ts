import { describe, expect, it } from 'vitest'
import { enabledWalletFeatures } from './walletFeatures.ts'

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
    expect(enabledWalletFeatures({ receive: false, send: true, onramp: true })).toEqual(['send'])
  })
})
