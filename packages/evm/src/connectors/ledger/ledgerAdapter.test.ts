import type { Network } from '@foyer/core'
import Eth from '@ledgerhq/hw-app-eth'
import { openTransportReplayer, RecordStore } from '@ledgerhq/hw-transport-mocker'
import { type Hex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createEvmAdapter } from '../../createEvmAdapter.ts'
import type { EvmConnector } from '../evmConnector.ts'
import { ledger } from './ledger.ts'
import { createLedgerProvider } from './ledgerProvider.ts'
import { BIP44_PARENT, bip44ParentAnswered, PERSONAL_SIGN_BIP44_2 } from './ledgerRecordings.testing.ts'

// The adapter's view of a Ledger: its listing from ledger(), and a provider over a replayed recording of a real
// device in place of the browser's device picker (which needs a browser and a device; see docs/connectors-ledger.md).

const mainnet: Network = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
}

function replayedLedger(recording: string): EvmConnector {
  return {
    connector: ledger().connector,
    async open({ network, fetch }) {
      const transport = await openTransportReplayer(RecordStore.fromString(recording))
      return createLedgerProvider({
        app: new Eth(transport),
        derivation: 'bip44',
        index: 2,
        network,
        fetch,
        clearSigning: true,
      })
    },
  }
}

describe('a Ledger through the EVM adapter', () => {
  it('connects on the configured account and signs a message the adapter verifies', async () => {
    const adapter = createEvmAdapter({
      connectors: [replayedLedger(`${BIP44_PARENT}${PERSONAL_SIGN_BIP44_2}`)],
      injected: false,
    })
    // askPermissions: the provider answers 4200 to wallet_requestPermissions and eth_requestAccounts is asked instead.
    const result = await adapter.connect({ connectorId: 'ledger', network: mainnet, askPermissions: true })
    const address = result.accounts[0]?.address as Hex
    expect(address).toBe('0x67A4DCb3b25c87D7A46C617096DF26e5Bd1D57ba')
    expect(result.chainId).toBe(1)
    const signature = (await adapter.signMessage?.({ message: 'hello, Frame!', address })) as Hex
    expect(await verifyMessage({ address, message: 'hello, Frame!', signature })).toBe(true)
  })

  it('says the Ledger is locked, in the words the Connect view shows, when connecting to a locked device', async () => {
    const adapter = createEvmAdapter({ connectors: [replayedLedger(bip44ParentAnswered('5515'))], injected: false })
    await expect(adapter.connect({ connectorId: 'ledger', network: mainnet })).rejects.toMatchObject({
      code: 'LEDGER_LOCKED',
      message: 'Your Ledger is locked. Unlock it with your PIN and try again',
    })
  })

  it('says to open the Ethereum app when another app is open', async () => {
    const adapter = createEvmAdapter({ connectors: [replayedLedger(bip44ParentAnswered('6511'))], injected: false })
    await expect(adapter.connect({ connectorId: 'ledger', network: mainnet })).rejects.toMatchObject({
      message: 'Open the Ethereum app on your Ledger and try again',
    })
  })
})
