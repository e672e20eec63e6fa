import type { ChainNamespace } from '../types/network.ts'

export interface SwitchNetworkSituation {
  ignoreSwitchConfirmation: boolean
  connectedWithAuth: boolean
  authSupportsTargetNamespace: boolean
  currentNamespace: ChainNamespace
  targetNamespace: ChainNamespace
  currentNamespaceHasAccount: boolean
  targetNamespaceHasAccount: boolean
}

/** SPEC §2: which view a network switch shows. */
export function switchNetworkView(situation: SwitchNetworkSituation): 'SwitchNetwork' | 'SwitchActiveChain' {
  const skipsChainChoice =
    situation.ignoreSwitchConfirmation || (situation.connectedWithAuth && situation.authSupportsTargetNamespace)
  if (skipsChainChoice) return 'SwitchNetwork'

  const namespacesDiffer = situation.currentNamespace !== situation.targetNamespace
  const needsAnotherWallet =
    situation.currentNamespaceHasAccount && !situation.targetNamespaceHasAccount && namespacesDiffer
  return needsAnotherWallet ? 'SwitchActiveChain' : 'SwitchNetwork'
}

/** SPEC §2: a wallet on a network the dapp does not list opens UnsupportedChain. */
export function showsUnsupportedChain(options: {
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  isSupported: boolean
}): boolean {
  return !options.isSupported && options.enableNetworkSwitch && !options.allowUnsupportedChain
}
