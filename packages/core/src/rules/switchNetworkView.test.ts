import { describe, expect, it } from 'vitest'
import { type SwitchNetworkSituation, showsUnsupportedChain, switchNetworkView } from './switchNetworkView.ts'

const evmToEvm: SwitchNetworkSituation = {
  ignoreSwitchConfirmation: false,
  connectedWithAuth: false,
  authSupportsTargetNamespace: false,
  currentNamespace: 'eip155',
  targetNamespace: 'eip155',
  currentNamespaceHasAccount: true,
  targetNamespaceHasAccount: true,
}
const evmToUnconnectedSolana: SwitchNetworkSituation = {
  ...evmToEvm,
  targetNamespace: 'solana',
  targetNamespaceHasAccount: false,
}

describe('switchNetworkView', () => {
  it('shows SwitchNetwork for a switch within the connected namespace', () => {
    expect(switchNetworkView(evmToEvm)).toBe('SwitchNetwork')
  })

  it('shows SwitchActiveChain when the current chain has an account, the target has none and they differ', () => {
    expect(switchNetworkView(evmToUnconnectedSolana)).toBe('SwitchActiveChain')
  })

  it('shows SwitchNetwork across namespaces when the target namespace already has an account', () => {
    expect(switchNetworkView({ ...evmToUnconnectedSolana, targetNamespaceHasAccount: true })).toBe('SwitchNetwork')
  })

  it('shows SwitchNetwork when nothing is connected yet', () => {
    expect(switchNetworkView({ ...evmToUnconnectedSolana, currentNamespaceHasAccount: false })).toBe('SwitchNetwork')
  })

  it('goes straight to SwitchNetwork when switch confirmation is ignored', () => {
    expect(switchNetworkView({ ...evmToUnconnectedSolana, ignoreSwitchConfirmation: true })).toBe('SwitchNetwork')
  })

  it('goes straight to SwitchNetwork for the auth connector on an auth-supported chain', () => {
    const situation = { ...evmToUnconnectedSolana, connectedWithAuth: true, authSupportsTargetNamespace: true }
    expect(switchNetworkView(situation)).toBe('SwitchNetwork')
  })
})

describe('showsUnsupportedChain', () => {
  it('opens UnsupportedChain when switching is enabled and unsupported chains are not allowed', () => {
    expect(showsUnsupportedChain({ enableNetworkSwitch: true, allowUnsupportedChain: false, isSupported: false })).toBe(
      true,
    )
  })

  it('stays quiet on a supported chain, when switching is off, or when unsupported chains are allowed', () => {
    expect(showsUnsupportedChain({ enableNetworkSwitch: true, allowUnsupportedChain: false, isSupported: true })).toBe(
      false,
    )
    expect(
      showsUnsupportedChain({ enableNetworkSwitch: false, allowUnsupportedChain: false, isSupported: false }),
    ).toBe(false)
    expect(showsUnsupportedChain({ enableNetworkSwitch: true, allowUnsupportedChain: true, isSupported: false })).toBe(
      false,
    )
  })
})
