/**
 * Where a Ledger keeps an Ethereum account. Wallets disagree, so the visitor's accounts sit on one of three paths:
 * - `ledgerLive`: 44'/60'/x'/0/0, what Ledger Live creates (the account index is hardened);
 * - `bip44`: 44'/60'/0'/0/x, MetaMask's and most software wallets' (BIP-44 address index);
 * - `legacy`: 44'/60'/0'/x, what MyEtherWallet and the first Ledger Chrome app used.
 */
export type LedgerDerivation = 'ledgerLive' | 'bip44' | 'legacy'

export const LEDGER_DERIVATIONS: readonly LedgerDerivation[] = ['ledgerLive', 'bip44', 'legacy']

/** How the visitor knows each scheme: by the wallet that made its accounts. */
export const LEDGER_DERIVATION_LABELS: Readonly<Record<LedgerDerivation, string>> = {
  ledgerLive: 'Ledger Live',
  bip44: 'BIP44 (MetaMask)',
  legacy: 'Legacy (MEW)',
}

export const isLedgerDerivation = (value: string): value is LedgerDerivation =>
  (LEDGER_DERIVATIONS as readonly string[]).includes(value)

/** A path Ledger's Ethereum app takes, without the leading `m/`. */
export function derivationPath(derivation: LedgerDerivation, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= 0x80000000) {
    throw new RangeError(`A Ledger account index is a whole number from 0 to 2^31 - 1, not ${index}`)
  }
  if (derivation === 'ledgerLive') return `44'/60'/${index}'/0/0`
  if (derivation === 'bip44') return `44'/60'/0'/0/${index}`
  return `44'/60'/0'/${index}`
}

/**
 * The unhardened parent of a scheme's accounts, when there is one: its public key and chain code give every
 * account under it from one exchange with the device (BIP-32 public derivation). Ledger Live's accounts differ in a
 * hardened level, so each one needs its own exchange.
 */
export function derivationParent(derivation: LedgerDerivation): string | undefined {
  if (derivation === 'bip44') return "44'/60'/0'/0"
  if (derivation === 'legacy') return "44'/60'/0'"
  return undefined
}
