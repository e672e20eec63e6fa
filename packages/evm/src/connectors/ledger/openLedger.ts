import type Transport from '@ledgerhq/hw-transport'
import type { EvmConnectorContext } from '../evmConnector.ts'
import type { LedgerDerivation } from './derivationPath.ts'
import type { LedgerApp } from './ledgerApp.ts'
import { ledgerError } from './ledgerErrors.ts'
import { createLedgerProvider, type LedgerProvider } from './ledgerProvider.ts'
import { ensureBuffer } from './nodeBuffer.ts'

// Loaded only when the visitor chooses Ledger (ledger.ts imports this module dynamically): the transports and the
// Ethereum app binding never reach a page whose visitors do not.

export { ledgerAccountChoices } from './ledgerAccountChoices.ts'
export { ledgerError } from './ledgerErrors.ts'

export interface OpenLedgerOptions {
  derivation: LedgerDerivation
  index: number
  clearSigning: boolean
}

/** A device the visitor picked, with Ledger's Ethereum app over its transport. */
export interface LedgerDevice {
  transport: Transport
  app: LedgerApp
}

const transports = new WeakMap<LedgerProvider, Transport>()

/**
 * A transport to the device: WebHID where the browser has it, else WebUSB. `pick` shows the browser's device picker
 * (it needs the visitor's click); without it only a device this site was already granted is opened.
 */
async function openTransport(pick: boolean): Promise<Transport | null> {
  ensureBuffer()
  const hid = typeof navigator !== 'undefined' && 'hid' in navigator
  if (hid) {
    const { default: TransportWebHID } = await import('@ledgerhq/hw-transport-webhid')
    return pick ? TransportWebHID.request() : TransportWebHID.openConnected()
  }
  const { default: TransportWebUSB } = await import('@ledgerhq/hw-transport-webusb')
  return pick ? TransportWebUSB.request() : TransportWebUSB.openConnected()
}

/** The device with its Ethereum app; undefined when `pick` is false and no granted device is plugged in. */
export async function openLedgerDevice(pick: boolean): Promise<LedgerDevice | undefined> {
  try {
    const transport = await openTransport(pick)
    if (!transport) return undefined
    const { default: Eth } = await import('@ledgerhq/hw-app-eth')
    return { transport, app: new Eth(transport) }
  } catch (error) {
    throw ledgerError(error) ?? error
  }
}

/** The EIP-1193 provider over an opened device, on the account of `options`. */
export function ledgerProviderOn(
  device: LedgerDevice,
  context: EvmConnectorContext,
  options: OpenLedgerOptions,
): LedgerProvider {
  const provider = createLedgerProvider({
    app: device.app,
    ...options,
    network: context.network,
    fetch: context.fetch,
  })
  device.transport.on('disconnect', () => provider.deviceGone())
  transports.set(provider, device.transport)
  return provider
}

export async function closeLedger(provider: LedgerProvider): Promise<void> {
  await transports.get(provider)?.close()
  transports.delete(provider)
}
