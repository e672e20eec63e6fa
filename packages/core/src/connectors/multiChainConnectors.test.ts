import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.ts'
import { groupMultiChainConnectors } from './multiChainConnectors.ts'

const evmDev: Connector = { id: 'dev.foyer.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155' }
const solanaDev: Connector = {
  id: 'wallet-standard:Dev Wallet',
  name: 'Dev Wallet',
  type: 'ANNOUNCED',
  chain: 'solana',
}
const evmWc: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
const solanaWc: Connector = { ...evmWc, chain: 'solana' }
const rabby: Connector = { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' }

describe('groupMultiChainConnectors', () => {
  it('makes one choice of a wallet found on two namespaces, and of WalletConnect', () => {
    const choices = groupMultiChainConnectors([evmWc, evmDev, rabby, solanaWc, solanaDev])
    expect(choices.map((choice) => (choice.kind === 'single' ? choice.connector.id : choice.name))).toEqual([
      'WalletConnect',
      'Dev Wallet',
      'io.rabby',
    ])
    const dev = choices[1]
    expect(dev?.kind === 'multiChain' && dev.connectors.map((connector) => connector.chain)).toEqual([
      'eip155',
      'solana',
    ])
  })

  it('keeps two wallets of one namespace that share a name apart', () => {
    const twin: Connector = { ...rabby, id: 'io.rabby.beta' }
    expect(groupMultiChainConnectors([rabby, twin]).map((choice) => choice.kind)).toEqual(['single', 'single'])
  })
})
