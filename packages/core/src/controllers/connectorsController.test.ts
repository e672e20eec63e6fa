import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.ts'
import { createConnectorsController } from './connectorsController.ts'

const coinbaseSdk: Connector = {
  id: 'coinbaseWalletSDK',
  name: 'Coinbase Wallet',
  type: 'EXTERNAL',
  chain: 'eip155',
  info: { rdns: 'com.coinbase.wallet' },
}
const coinbaseExtension: Connector = { ...coinbaseSdk, id: 'com.coinbase.wallet', type: 'ANNOUNCED' }
const phantomSolana: Connector = { id: 'Phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }

describe('connectorsController', () => {
  it("lists a wallet once per namespace: the extension's announcement in place of the SDK that reaches it", () => {
    const controller = createConnectorsController([])
    controller.setDiscovered('eip155', [coinbaseSdk])
    controller.setDiscovered('solana', [phantomSolana])
    expect(controller.store.getState().connectors).toEqual([coinbaseSdk, phantomSolana])
    controller.setDiscovered('eip155', [coinbaseSdk, coinbaseExtension])
    expect(controller.store.getState().connectors).toEqual([coinbaseExtension, phantomSolana])
    expect(controller.find('coinbaseWalletSDK')).toBeUndefined()
  })
})
