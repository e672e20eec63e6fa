import { describe, expect, it } from 'vitest'
import { activeAccountType, canSwitchAccountType } from './accountTypeSwitch.ts'

describe('canSwitchAccountType (SPEC §4)', () => {
  it('switches an eoa to the smart account on a smart-account enabled network', () => {
    expect(canSwitchAccountType({ from: 'eoa', to: 'smartAccount', networkEnabled: true })).toBe(true)
  })

  it('refuses the smart account on a network without smart accounts', () => {
    expect(canSwitchAccountType({ from: 'eoa', to: 'smartAccount', networkEnabled: false })).toBe(false)
  })

  it('does not switch a smart account to the smart account', () => {
    expect(canSwitchAccountType({ from: 'smartAccount', to: 'smartAccount', networkEnabled: true })).toBe(false)
  })

  it('switches a smart account back to the eoa on any network', () => {
    expect(canSwitchAccountType({ from: 'smartAccount', to: 'eoa', networkEnabled: false })).toBe(true)
  })

  it('does not switch an eoa to the eoa', () => {
    expect(canSwitchAccountType({ from: 'eoa', to: 'eoa', networkEnabled: true })).toBe(false)
  })
})

describe('activeAccountType', () => {
  it('uses the smart account where the visitor prefers it and the network has smart accounts', () => {
    expect(activeAccountType('smartAccount', true)).toBe('smartAccount')
  })

  it('uses the eoa on a network without smart accounts whatever the preference', () => {
    expect(activeAccountType('smartAccount', false)).toBe('eoa')
  })
})
