import { describe, expect, it } from 'vitest'
import { amountProblem, balanceRise, defaultPurchaseChoice, paymentLimit, purchaseChoices } from './onrampRules.ts'
import type { OnrampOptions } from './onrampTypes.ts'

const OPTIONS: OnrampOptions = {
  paymentCurrencies: [
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'bank_transfer', min: '10.00', max: '25000.00' },
      ],
    },
  ],
  purchaseCurrencies: [
    {
      id: 'FOY',
      name: 'Foyer Token',
      symbol: 'FOY',
      networks: [{ name: 'a', display_name: 'A', chain_id: 'eip155:1', contract_address: '0xabc' }],
    },
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'a', display_name: 'A', chain_id: 'eip155:1', contract_address: '' }],
    },
  ],
}

describe('on-ramp rules', () => {
  it('SPEC §9 limits: 10.00 to 7500.00 by card, 25000.00 by bank transfer', () => {
    const card = paymentLimit(OPTIONS, 'USD', 'card')
    expect(amountProblem('10', card)).toBeUndefined()
    expect(amountProblem('7500.00', card)).toBeUndefined()
    expect(amountProblem('9.99', card)).toEqual({ kind: 'outOfLimits', limit: card })
    expect(amountProblem('7500.01', card)).toEqual({ kind: 'outOfLimits', limit: card })
    expect(amountProblem('20000', paymentLimit(OPTIONS, 'USD', 'bank_transfer'))).toBeUndefined()
  })

  it('an empty, malformed or unoffered amount is a problem of its own kind', () => {
    const card = paymentLimit(OPTIONS, 'USD', 'card')
    expect(amountProblem(' ', card)).toEqual({ kind: 'empty' })
    expect(amountProblem('1e3', card)).toEqual({ kind: 'invalid' })
    expect(amountProblem('10.001', card)).toEqual({ kind: 'invalid' })
    expect(amountProblem('100', paymentLimit(OPTIONS, 'GBP', 'card'))).toEqual({ kind: 'notOffered' })
  })

  it('opens on the network’s own currency unless another one sold there is asked for', () => {
    const choices = purchaseChoices(OPTIONS, 'eip155:1')
    expect(choices.map(({ currency }) => currency.id)).toEqual(['FOY', 'ETH'])
    expect(defaultPurchaseChoice(choices, undefined)?.currency.id).toBe('ETH')
    expect(defaultPurchaseChoice(choices, 'FOY')?.currency.id).toBe('FOY')
    expect(purchaseChoices(OPTIONS, 'solana:x')).toEqual([])
  })

  it('the amount received is the rise of the balance, nothing while it has not risen', () => {
    expect(balanceRise('10000', '10000.03936', 18)).toBe('0.03936')
    expect(balanceRise('1.5', '1.5', 9)).toBeUndefined()
    expect(balanceRise('2', '1', 9)).toBeUndefined()
  })
})
