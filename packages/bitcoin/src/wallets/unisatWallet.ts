import type { Connector } from '@foyer/core'
import type { BitcoinAccount, BitcoinWallet } from './bitcoinWallet.ts'
import { fromBase64OrHex, toHex } from './encoding.ts'

/** The Unisat-style injected object (UniSat, Bitget's `bitkeep.unisat`, OKX's `okxwallet.bitcoin`). */
export interface UnisatProvider {
  requestAccounts?(): Promise<string[]>
  /** OKX's connect, in place of requestAccounts. */
  connect?(): Promise<{ address: string; publicKey?: string }>
  getAccounts(): Promise<string[]>
  getPublicKey?(): Promise<string>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>
  signPsbt(
    psbtHex: string,
    options?: { autoFinalized?: boolean; toSignInputs?: { index: number; address: string }[] },
  ): Promise<string>
  disconnect?(): Promise<void>
  on?(event: string, listener: (...args: unknown[]) => void): void
  removeListener?(event: string, listener: (...args: unknown[]) => void): void
}

/** Where each family member injects itself, and the name it goes by. */
export const UNISAT_STYLE_WALLETS = [
  { key: 'unisat', path: ['unisat'], name: 'UniSat Wallet' },
  { key: 'bitget', path: ['bitkeep', 'unisat'], name: 'Bitget Wallet' },
  { key: 'okx', path: ['okxwallet', 'bitcoin'], name: 'OKX Wallet' },
] as const

export type UnisatStyleKey = (typeof UNISAT_STYLE_WALLETS)[number]['key']

export const unisatConnectorId = (key: UnisatStyleKey): string => `injected:${key}`

export const unisatConnector = (key: UnisatStyleKey, name: string): Connector => ({
  id: unisatConnectorId(key),
  name,
  type: 'INJECTED',
  chain: 'bip122',
})

/** Unisat-style wallets hold one account: the payment address (there is no separate ordinals one). */
export function unisatWallet(key: UnisatStyleKey, name: string, provider: UnisatProvider): BitcoinWallet {
  const withKey = async (addresses: readonly string[]): Promise<BitcoinAccount[]> => {
    const [address] = addresses
    if (!address) return []
    const publicKey = await provider.getPublicKey?.().catch(() => undefined)
    return [{ address, purpose: 'payment', ...(publicKey ? { publicKey } : {}) }]
  }

  return {
    connector: unisatConnector(key, name),
    async connect({ silent }) {
      if (silent) return withKey(await provider.getAccounts().catch(() => []))
      if (provider.requestAccounts) return withKey(await provider.requestAccounts())
      const answer = await provider.connect?.()
      if (!answer) throw new Error('The wallet offers neither requestAccounts nor connect')
      return [
        { address: answer.address, purpose: 'payment', ...(answer.publicKey ? { publicKey: answer.publicKey } : {}) },
      ]
    },
    async disconnect() {
      await provider.disconnect?.().catch(() => undefined)
    },
    signMessage: ({ message, protocol }) =>
      provider.signMessage(message, protocol === 'bip322' ? 'bip322-simple' : 'ecdsa'),
    async signPsbt({ psbt, signInputs }) {
      const signed = await provider.signPsbt(toHex(psbt), {
        autoFinalized: false,
        toSignInputs: signInputs.map(({ index, address }) => ({ index, address })),
      })
      return fromBase64OrHex(signed)
    },
    onAccountsChanged(listener) {
      // UniSat and Bitget: accountsChanged with the addresses; OKX: accountChanged with { address, publicKey }.
      const onAccounts = (accounts: unknown) => {
        const addresses = Array.isArray(accounts)
          ? accounts.filter((entry): entry is string => typeof entry === 'string')
          : typeof (accounts as { address?: unknown })?.address === 'string'
            ? [(accounts as { address: string }).address]
            : []
        withKey(addresses).then(listener, () => listener([]))
      }
      const onDisconnect = () => listener([])
      provider.on?.('accountsChanged', onAccounts)
      provider.on?.('accountChanged', onAccounts)
      provider.on?.('disconnect', onDisconnect)
      return () => {
        provider.removeListener?.('accountsChanged', onAccounts)
        provider.removeListener?.('accountChanged', onAccounts)
        provider.removeListener?.('disconnect', onDisconnect)
      }
    },
  }
}
