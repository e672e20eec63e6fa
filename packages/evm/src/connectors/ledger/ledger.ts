import type { EvmConnector, EvmConnectorContext } from '../evmConnector.ts'
import type { LedgerDerivation } from './derivationPath.ts'
import { LEDGER_ICON } from './ledgerIcon.ts'
import type { LedgerProvider } from './ledgerProvider.ts'

export const LEDGER_CONNECTOR_ID = 'ledger'

export interface LedgerOptions {
  /** Which of the three path schemes the visitor's accounts are on (derivationPath.ts). Default 'ledgerLive'. */
  derivation?: LedgerDerivation
  /** Which account of that scheme. Default 0. */
  accountIndex?: number
  /**
   * Let the device show contract calls in words (token, amount, NFT) with metadata from Ledger's service, fetched at
   * signing time for calls only. Default true; false never contacts it, and the device then refuses what it cannot
   * show unless the visitor turned blind signing on (docs/connectors-ledger.md).
   */
  clearSigning?: boolean
}

/** Whether this browser can reach a USB Ledger at all: WebHID or WebUSB (Chromium-based browsers, not Firefox or Safari). */
export function canReachLedger(): boolean {
  return typeof navigator !== 'undefined' && ('hid' in navigator || 'usb' in navigator)
}

/** Ledger hardware wallets over WebHID or WebUSB, with the Ethereum app. Its code loads when the visitor picks it. */
export function ledger(options: LedgerOptions = {}): EvmConnector {
  const settings = {
    derivation: options.derivation ?? 'ledgerLive',
    index: options.accountIndex ?? 0,
    clearSigning: options.clearSigning ?? true,
  }
  const load = () => import('./openLedger.ts')
  return {
    connector: { id: LEDGER_CONNECTOR_ID, name: 'Ledger', type: 'EXTERNAL', chain: 'eip155', imageUrl: LEDGER_ICON },
    isAvailable: canReachLedger,
    async open(context: EvmConnectorContext) {
      const provider = await (await load()).openLedger(context, settings, true)
      // The picker resolves with a device or throws; undefined would only come from openConnected.
      if (!provider) throw new Error('No Ledger was chosen')
      return provider
    },
    // After a reload: a device this site was granted and that is still plugged in opens without the picker.
    restore: async (context: EvmConnectorContext) => (await load()).openLedger(context, settings, false),
    close: async (provider) => (await load()).closeLedger(provider as LedgerProvider),
  }
}
