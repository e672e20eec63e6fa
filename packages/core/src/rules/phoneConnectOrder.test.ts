import { describe, expect, it } from 'vitest'
import { CONNECTOR_TYPE_ORDER } from '../connectors/mergeConnectors.ts'
import { phoneConnectOrder } from './phoneConnectOrder.ts'

describe('phoneConnectOrder', () => {
  it('puts the installed wallet first in a wallet’s in-app browser on a phone', () => {
    expect(phoneConnectOrder(CONNECTOR_TYPE_ORDER, { isPhone: true, hasInstalledWallet: true })).toEqual([
      'injected',
      'recent',
      'walletConnect',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('keeps the dapp’s order on a phone with no installed wallet, and on a desktop', () => {
    expect(phoneConnectOrder(CONNECTOR_TYPE_ORDER, { isPhone: true, hasInstalledWallet: false })).toBe(
      CONNECTOR_TYPE_ORDER,
    )
    expect(phoneConnectOrder(CONNECTOR_TYPE_ORDER, { isPhone: false, hasInstalledWallet: true })).toBe(
      CONNECTOR_TYPE_ORDER,
    )
  })
})
