import type { Network } from '@foyer/core'
import Eth from '@ledgerhq/hw-app-eth'
import { openTransportReplayer, RecordStore } from '@ledgerhq/hw-transport-mocker'
import { type Hex, verifyMessage } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildEvmAdapter } from '../../buildEvmAdapter.ts'
import type { EvmConnector } from '../evmConnector.ts'
import { ledger, ledgerConnector, type OpenLedgerDevice } from './ledger.ts'
import { createLedgerProvider } from './ledgerProvider.ts'
import {
  BIP44_PARENT,
  bip44ParentAnswered,
  LEGACY_ACCOUNT_0,
  LEGACY_PARENT,
  PERSONAL_SIGN_BIP44_2,
} from './ledgerRecordings.testing.ts'

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
    const adapter = buildEvmAdapter({
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
    const adapter = buildEvmAdapter({ connectors: [replayedLedger(bip44ParentAnswered('5515'))], injected: false })
    await expect(adapter.connect({ connectorId: 'ledger', network: mainnet })).rejects.toMatchObject({
      code: 'LEDGER_LOCKED',
      message: 'Your Ledger is locked. Unlock it with your PIN and try again',
    })
  })

  it('says to open the Ethereum app when another app is open', async () => {
    const adapter = buildEvmAdapter({ connectors: [replayedLedger(bip44ParentAnswered('6511'))], injected: false })
    await expect(adapter.connect({ connectorId: 'ledger', network: mainnet })).rejects.toMatchObject({
      message: 'Open the Ethereum app on your Ledger and try again',
    })
  })
})

/** One device replaying `recording`, in place of the browser's picker; `picks` counts the pickers shown. */
function replayedDevice(recording: string) {
  const picks: boolean[] = []
  const open: OpenLedgerDevice = async (pick) => {
    picks.push(pick)
    const transport = await openTransportReplayer(RecordStore.fromString(recording))
    return { transport, app: new Eth(transport) }
  }
  return { open, picks }
}

describe('the visitor picks the Ledger account', () => {
  // Ledger is listed only where the browser has WebHID or WebUSB.
  beforeEach(() => vi.stubGlobal('navigator', { hid: {} }))
  afterEach(() => vi.unstubAllGlobals())

  it('lists a scheme, changes scheme, pages on, and connects the account picked, with one device picker', async () => {
    const device = replayedDevice(
      `${LEGACY_PARENT}${BIP44_PARENT}${BIP44_PARENT}${BIP44_PARENT}${PERSONAL_SIGN_BIP44_2}`,
    )
    const connector = ledgerConnector({ derivation: 'legacy' }, device.open)
    expect(connector.connector.picksAccount).toBe(true)
    const adapter = buildEvmAdapter({ connectors: [connector], injected: false })
    const list = adapter.listAccountChoices
    if (!list) throw new Error('an adapter with a Ledger lists its accounts')

    const first = await list({ connectorId: 'ledger', network: mainnet, offset: 0, count: 5 })
    expect(first?.scheme).toBe('legacy')
    expect(first?.schemes.map(({ label }) => label)).toEqual(['Ledger Live', 'BIP44 (MetaMask)', 'Legacy (MEW)'])
    expect(first?.accounts[0]).toEqual({ address: LEGACY_ACCOUNT_0, index: 0, path: "m/44'/60'/0'/0" })

    const bip44 = await list({ connectorId: 'ledger', network: mainnet, scheme: 'bip44', offset: 0, count: 5 })
    expect(bip44?.accounts[2]?.address).toBe('0x67A4DCb3b25c87D7A46C617096DF26e5Bd1D57ba')
    const next = await list({ connectorId: 'ledger', network: mainnet, scheme: 'bip44', offset: 5, count: 5 })
    expect(next?.accounts.map(({ index }) => index)).toEqual([5, 6, 7, 8, 9])

    const result = await adapter.connect({
      connectorId: 'ledger',
      network: mainnet,
      accountChoice: { scheme: 'bip44', index: 2 },
    })
    const address = result.accounts[0]?.address as Hex
    expect(address).toBe('0x67A4DCb3b25c87D7A46C617096DF26e5Bd1D57ba')
    const signature = (await adapter.signMessage?.({ message: 'hello, Frame!', address })) as Hex
    expect(await verifyMessage({ address, message: 'hello, Frame!', signature })).toBe(true)
    expect(device.picks).toEqual([true])
  })

  it('restores the account picked after a reload, from the device already granted, with no picker', async () => {
    const kept = new Map<string, string>()
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    }
    const before = replayedDevice(BIP44_PARENT)
    await buildEvmAdapter({
      connectors: [ledgerConnector({ derivation: 'legacy', storage }, before.open)],
      injected: false,
    }).connect({ connectorId: 'ledger', network: mainnet, accountChoice: { scheme: 'bip44', index: 2 } })

    const reloaded = replayedDevice(BIP44_PARENT)
    const adapter = buildEvmAdapter({
      connectors: [ledgerConnector({ derivation: 'legacy', storage }, reloaded.open)],
      injected: false,
    })
    const restored = await adapter.reconnect({ connectorId: 'ledger', network: mainnet })
    expect(restored?.accounts[0]?.address).toBe('0x67A4DCb3b25c87D7A46C617096DF26e5Bd1D57ba')
    expect(reloaded.picks).toEqual([false])
  })

  it('connects the account picked last time when connected again without the list (ProfileWallets)', async () => {
    const kept = new Map<string, string>([['foyer:ledger:pickedAccount', '{"derivation":"bip44","index":2}']])
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    }
    const device = replayedDevice(BIP44_PARENT)
    const adapter = buildEvmAdapter({
      connectors: [ledgerConnector({ derivation: 'legacy', storage }, device.open)],
      injected: false,
    })
    const result = await adapter.connect({ connectorId: 'ledger', network: mainnet })
    expect(result.accounts[0]?.address).toBe('0x67A4DCb3b25c87D7A46C617096DF26e5Bd1D57ba')
  })

  it('says the Ledger is locked, then lists its accounts on the same device once unlocked', async () => {
    const device = replayedDevice(`${bip44ParentAnswered('5515')}${BIP44_PARENT}`)
    const adapter = buildEvmAdapter({
      connectors: [ledgerConnector({ derivation: 'bip44' }, device.open)],
      injected: false,
    })
    await expect(
      adapter.listAccountChoices?.({ connectorId: 'ledger', network: mainnet, offset: 0, count: 5 }),
    ).rejects.toMatchObject({
      code: 'LEDGER_LOCKED',
      message: 'Your Ledger is locked. Unlock it with your PIN and try again',
    })
    const choices = await adapter.listAccountChoices?.({ connectorId: 'ledger', network: mainnet, offset: 0, count: 5 })
    expect(choices?.accounts).toHaveLength(5)
    expect(device.picks).toEqual([true])
  })

  it('says the visitor closed the picker when no device was chosen, and shows it again on the next try', async () => {
    const picks: boolean[] = []
    const cancelled: OpenLedgerDevice = async (pick) => {
      picks.push(pick)
      throw Object.assign(new Error('Access denied to use Ledger device'), { name: 'TransportOpenUserCancelled' })
    }
    const adapter = buildEvmAdapter({ connectors: [ledgerConnector({}, cancelled)], injected: false })
    const page = { connectorId: 'ledger', network: mainnet, offset: 0, count: 5 }
    await expect(adapter.listAccountChoices?.(page)).rejects.toMatchObject({ message: 'Connection rejected' })
    await expect(adapter.listAccountChoices?.(page)).rejects.toMatchObject({ message: 'Connection rejected' })
    expect(picks).toEqual([true, true])
  })

  it('answers undefined for a connector without accounts to pick, and adapters without such a connector lack it', async () => {
    const adapter = buildEvmAdapter({ connectors: [ledger()], injected: false })
    expect(
      await adapter.listAccountChoices?.({ connectorId: 'io.metamask', network: mainnet, offset: 0, count: 5 }),
    ).toBeUndefined()
    expect(buildEvmAdapter({ injected: false }).listAccountChoices).toBeUndefined()
  })
})
