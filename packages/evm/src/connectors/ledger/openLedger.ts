import type Transport from '@ledgerhq/hw-transport'
import type { EvmConnectorContext } from '../evmConnector.ts'
import type { LedgerDerivation } from './derivationPath.ts'
import { ledgerError } from './ledgerErrors.ts'
import { createLedgerProvider, type LedgerProvider } from './ledgerProvider.ts'

// Loaded only when the visitor chooses Ledger (ledger.ts imports this module dynamically): the transports and the
// Ethereum app binding never reach a page whose visitors do not.

export interface OpenLedgerOptions {
  derivation: LedgerDerivation
  index: number
  clearSigning: boolean
}

const transports = new WeakMap<LedgerProvider, Transport>()

/**
 * A transport to the device: WebHID where the browser has it, else WebUSB. `pick` shows the browser's device picker
 * (it needs the visitor's click); without it only a device this site was already granted is opened.
 */
async function openTransport(pick: boolean): Promise<Transport | null> {
  const hid = typeof navigator !== 'undefined' && 'hid' in navigator
  if (hid) {
    const { default: TransportWebHID } = await import('@ledgerhq/hw-transport-webhid')
    return pick ? TransportWebHID.request() : TransportWebHID.openConnected()
  }
  const { default: TransportWebUSB } = await import('@ledgerhq/hw-transport-webusb')
  return pick ? TransportWebUSB.request() : TransportWebUSB.openConnected()
}

export async function openLedger(
  context: EvmConnectorContext,
  options: OpenLedgerOptions,
  pick: boolean,
): Promise<LedgerProvider | undefined> {
  try {
    const transport = await openTransport(pick)
    if (!transport) return undefined
    const { default: Eth } = await import('@ledgerhq/hw-app-eth')
    const provider = createLedgerProvider({
      app: new Eth(transport),
      ...options,
      network: context.network,
      fetch: context.fetch,
    })
    transport.on('disconnect', () => provider.deviceGone())
    transports.set(provider, transport)
    return provider
  } catch (error) {
    throw ledgerError(error) ?? error
  }
}

export async function closeLedger(provider: LedgerProvider): Promise<void> {
  await transports.get(provider)?.close()
  transports.delete(provider)
}
