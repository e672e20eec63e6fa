import type { EvmConnector, EvmConnectorContext } from '../evmConnector.ts'
import { isLedgerDerivation, type LedgerDerivation } from './derivationPath.ts'
import { LEDGER_ICON } from './ledgerIcon.ts'
import type { LedgerProvider } from './ledgerProvider.ts'
import type { LedgerDevice } from './openLedger.ts'
import { browserStorage, type PickStorage, rememberedPick, rememberPick } from './pickedAccount.ts'

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
  /**
   * Where the account the visitor picks is kept, so that a reload and "connect again" take it (only its scheme and
   * index). Default the browser's localStorage.
   */
  storage?: PickStorage
}

/** Whether this browser can reach a USB Ledger at all: WebHID or WebUSB (Chromium-based browsers, not Firefox or Safari). */
export function canReachLedger(): boolean {
  return typeof navigator !== 'undefined' && ('hid' in navigator || 'usb' in navigator)
}

/** Opens a device: `pick` shows the browser's picker; without it, only a device already granted and plugged in. */
export type OpenLedgerDevice = (pick: boolean) => Promise<LedgerDevice | undefined>

const load = () => import('./openLedger.ts')
const throughTheBrowser: OpenLedgerDevice = async (pick) => (await load()).openLedgerDevice(pick)

/** Ledger hardware wallets over WebHID or WebUSB, with the Ethereum app. Its code loads when the visitor picks it. */
export function ledger(options: LedgerOptions = {}): EvmConnector {
  return ledgerConnector(options, throughTheBrowser)
}

/** ledger() with its way to a device given: the browser's picker there, a replayed recording in tests. */
export function ledgerConnector(options: LedgerOptions, openDevice: OpenLedgerDevice): EvmConnector {
  const settings = {
    derivation: options.derivation ?? 'ledgerLive',
    index: options.accountIndex ?? 0,
    clearSigning: options.clearSigning ?? true,
  }
  // The device the visitor picked: listing its accounts, connecting and retrying after "unlock it" use it without
  // showing the browser's picker again. Forgotten when it goes away or the connection is closed.
  let device: Promise<LedgerDevice> | undefined
  const keep = (opened: LedgerDevice) => {
    opened.transport.on('disconnect', () => {
      device = undefined
    })
    return opened
  }
  const pickedDevice = () => {
    device ??= openDevice(true).then((opened) => {
      // The picker resolves with a device or throws; undefined would only come from openConnected.
      if (!opened) throw new Error('No Ledger was chosen')
      return keep(opened)
    })
    const attempt = device
    return attempt.catch(async (error: unknown) => {
      if (device === attempt) device = undefined
      throw (await load()).ledgerError(error) ?? error
    })
  }
  const storage = 'storage' in options ? options.storage : browserStorage()
  /** The account to open: the one picked now, else the one picked last time, else the dapp's configured one. */
  const account = (context: EvmConnectorContext) => {
    const choice = context.accountChoice
    if (!choice) return { ...settings, ...rememberedPick(storage) }
    if (!isLedgerDerivation(choice.scheme)) throw new RangeError(`A Ledger has no account scheme '${choice.scheme}'`)
    rememberPick(storage, { derivation: choice.scheme, index: choice.index })
    return { ...settings, derivation: choice.scheme, index: choice.index }
  }
  return {
    connector: {
      id: LEDGER_CONNECTOR_ID,
      name: 'Ledger',
      type: 'EXTERNAL',
      chain: 'eip155',
      imageUrl: LEDGER_ICON,
      picksAccount: true,
    },
    isAvailable: canReachLedger,
    async accountChoices(_context, request) {
      const opened = await pickedDevice()
      return (await load()).ledgerAccountChoices(opened.app, request, settings.derivation)
    },
    async open(context: EvmConnectorContext) {
      const options = account(context)
      return (await load()).ledgerProviderOn(await pickedDevice(), context, options)
    },
    // After a reload: a device this site was granted and that is still plugged in opens without the picker.
    async restore(context: EvmConnectorContext) {
      const opened = await openDevice(false)
      if (!opened) return undefined
      device = Promise.resolve(keep(opened))
      return (await load()).ledgerProviderOn(opened, context, account(context))
    },
    async close(provider) {
      device = undefined
      await (await load()).closeLedger(provider as LedgerProvider)
    },
  }
}
