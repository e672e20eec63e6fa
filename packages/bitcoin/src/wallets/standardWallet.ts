import type { Connector, Network } from '@foyer/core'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type { AddressPurpose, BitcoinAccount, BitcoinWallet, MessageProtocol } from './bitcoinWallet.ts'
import { toBase64, toHex } from './encoding.ts'

/** A Wallet Standard account as Bitcoin wallets give it: with the purpose of its address. */
type BitcoinWalletAccount = WalletAccount & { purpose?: AddressPurpose | 'ordinal' }

/** The bitcoin:* features (Exodus' Bitcoin Wallet Standard, as AppKit calls them). */
interface BitcoinFeatures {
  'bitcoin:connect': {
    connect(input: { purposes: AddressPurpose[] }): Promise<{ accounts: readonly BitcoinWalletAccount[] }>
  }
  'bitcoin:signMessage': {
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array; protocol?: MessageProtocol }[]
    ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
  }
  'bitcoin:signTransaction': {
    signTransaction(
      ...inputs: {
        psbt: Uint8Array
        inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
        chain?: IdentifierString
      }[]
    ): Promise<readonly { signedPsbt: Uint8Array }[]>
  }
}

type Features = BitcoinFeatures &
  Partial<StandardConnectFeature> &
  Partial<StandardDisconnectFeature> &
  Partial<StandardEventsFeature>

const featuresOf = (wallet: Wallet) => wallet.features as Partial<Features>

const isBitcoinChain = (chain: string) => chain.startsWith('bip122:') || chain.startsWith('bitcoin:')

/** A wallet Foyer can connect on Bitcoin: it offers `bitcoin:connect` (AppKit's test). */
export const isBitcoinStandardWallet = (wallet: Wallet): boolean => 'bitcoin:connect' in wallet.features

export const standardConnectorId = (name: string): string => `wallet-standard:${name}`

const toAccount = (account: BitcoinWalletAccount): BitcoinAccount => ({
  address: account.address,
  // A wallet that says nothing of purposes gives its payment address.
  purpose: account.purpose === 'ordinals' || account.purpose === 'ordinal' ? 'ordinals' : 'payment',
  ...(account.publicKey.length > 0 ? { publicKey: toHex(Uint8Array.from(account.publicKey)) } : {}),
})

const bitcoinAccountsOf = (accounts: readonly BitcoinWalletAccount[]) =>
  accounts.filter((account) => account.chains.length === 0 || account.chains.some(isBitcoinChain))

/** Words wallets use for the public networks, by CAIP-2 id (as AppKit maps them). */
const CHAIN_WORDS: Readonly<Record<string, IdentifierString>> = {
  'bip122:000000000019d6689c085ae165831e93': 'bitcoin:mainnet',
  'bip122:000000000933ea01ad0ee984209779ba': 'bitcoin:testnet',
}

/** The chain to name for `network`: its CAIP-2 id unless the wallet lists only the network's word. */
function chainFor(wallet: Wallet, network: Network): IdentifierString {
  const word = CHAIN_WORDS[network.caipNetworkId]
  return word && !wallet.chains.includes(network.caipNetworkId) && wallet.chains.includes(word)
    ? word
    : network.caipNetworkId
}

export function standardConnector(wallet: Wallet): Connector {
  return {
    id: standardConnectorId(wallet.name),
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    // A data: URI by the standard; the UI sanitises and inlines SVG itself.
    imageUrl: wallet.icon,
  }
}

/** A Wallet Standard wallet with `bitcoin:*` features. */
export function standardBitcoinWallet(wallet: Wallet): BitcoinWallet {
  const features = featuresOf(wallet)
  let granted: readonly BitcoinWalletAccount[] = []

  const accountFor = (address: string): WalletAccount => {
    const account = [...granted, ...wallet.accounts].find((candidate) => candidate.address === address)
    if (!account) throw new Error(`${address} is not an account of ${wallet.name}`)
    return account
  }
  const need = <K extends keyof BitcoinFeatures>(name: K): BitcoinFeatures[K] => {
    const feature = features[name]
    if (!feature) throw new Error(`The wallet does not offer ${name}`)
    return feature as BitcoinFeatures[K]
  }

  return {
    connector: standardConnector(wallet),
    async connect({ silent }) {
      if (silent) {
        // Accounts the wallet still grants the site; standard:connect's silent mode for those that list none yet.
        let accounts = bitcoinAccountsOf(wallet.accounts)
        if (accounts.length === 0 && features['standard:connect']) {
          accounts = bitcoinAccountsOf((await features['standard:connect'].connect({ silent: true })).accounts)
        }
        granted = accounts
        return accounts.map(toAccount)
      }
      const { accounts } = await need('bitcoin:connect').connect({ purposes: ['payment', 'ordinals'] })
      granted = bitcoinAccountsOf(accounts)
      return granted.map(toAccount)
    },
    async disconnect() {
      granted = []
      await features['standard:disconnect']?.disconnect()
    },
    async signMessage({ address, message, protocol }) {
      const [output] = await need('bitcoin:signMessage').signMessage({
        account: accountFor(address),
        message: new TextEncoder().encode(message),
        protocol,
      })
      if (!output) throw new Error('The wallet returned no signature')
      return toBase64(output.signature)
    },
    async signPsbt({ psbt, signInputs, network }) {
      const byAddress = new Map<string, number[]>()
      for (const { address, index } of signInputs) byAddress.set(address, [...(byAddress.get(address) ?? []), index])
      const [output] = await need('bitcoin:signTransaction').signTransaction({
        psbt,
        inputsToSign: [...byAddress].map(([address, signingIndexes]) => ({
          account: accountFor(address),
          signingIndexes,
        })),
        chain: chainFor(wallet, network),
      })
      if (!output) throw new Error('The wallet returned no PSBT')
      return output.signedPsbt
    },
    onAccountsChanged(listener) {
      return (
        features['standard:events']?.on('change', ({ accounts }) => {
          if (!accounts) return
          granted = bitcoinAccountsOf(accounts)
          listener(granted.map(toAccount))
        }) ?? (() => {})
      )
    },
  }
}
