import type { CaipNetworkId, Network } from '@foyer/core'
import type { WalletConnect, WalletConnectNamespace } from '@foyer/walletconnect'
import { walletConnectConnector } from '../walletConnectConnector.ts'
import type { BitcoinAccount, BitcoinWallet } from './bitcoinWallet.ts'
import { fromBase64OrHex, toBase64 } from './encoding.ts'

/** An entry of Reown's getAccountAddresses answer. */
interface AccountAddress {
  address: string
  publicKey?: string
  intention?: string
  purpose?: string
}

/** `bip122:{reference}:{address}` split at its last colon. */
function splitAccount(account: string): { chain: string; address: string } {
  const last = account.lastIndexOf(':')
  return { chain: account.slice(0, last), address: account.slice(last + 1) }
}

/**
 * The bip122 namespace of the dapp's shared WalletConnect session, through Reown's Bitcoin methods
 * (getAccountAddresses, signMessage, signPsbt). The session's chain follows the network the dapp connects on when
 * the session has it, else the first one with an account.
 */
export function walletConnectBitcoinWallet(shared: WalletConnect): BitcoinWallet {
  const view: WalletConnectNamespace = shared.namespace('bip122')
  let chain: CaipNetworkId | undefined

  const sessionAddresses = (on: string) =>
    view
      .accounts()
      .map(splitAccount)
      .filter((account) => account.chain === on)
      .map((account) => account.address)

  const pickChain = (network: Network): CaipNetworkId | undefined => {
    if (sessionAddresses(network.caipNetworkId).length > 0) return network.caipNetworkId
    const first = view.accounts()[0]
    return first ? (splitAccount(first).chain as CaipNetworkId) : undefined
  }

  /** Every address the wallet grants: its getAccountAddresses answer, else the session's accounts as payment. */
  const readAccounts = async (on: CaipNetworkId): Promise<BitcoinAccount[]> => {
    const [first] = sessionAddresses(on)
    if (!first) return []
    if (!view.methods().includes('getAccountAddresses')) {
      return sessionAddresses(on).map((address) => ({ address, purpose: 'payment' }))
    }
    const answer = await view.request<(AccountAddress | string)[]>(
      'getAccountAddresses',
      { account: first, intentions: ['payment', 'ordinal'] },
      on,
    )
    // Reown's wallets answer entries with an intention; some answer bare addresses (payment ones).
    return (Array.isArray(answer) ? answer : []).flatMap((entry): BitcoinAccount[] => {
      if (typeof entry === 'string') return [{ address: entry, purpose: 'payment' }]
      if (typeof entry?.address !== 'string') return []
      return [
        {
          address: entry.address,
          purpose: (entry.intention ?? entry.purpose)?.startsWith('ordinal') ? 'ordinals' : 'payment',
          ...(typeof entry.publicKey === 'string' ? { publicKey: entry.publicKey } : {}),
        },
      ]
    })
  }

  const requireChain = (): CaipNetworkId => {
    if (!chain) throw new Error('The WalletConnect session grants no Bitcoin account')
    return chain
  }

  return {
    connector: walletConnectConnector,
    async connect({ network }) {
      chain = pickChain(network)
      return chain ? readAccounts(chain) : []
    },
    disconnect: () => shared.disconnect(),
    async signMessage({ address, message, protocol }) {
      const on = requireChain()
      // Reown's wallets answer the signature in hex (AppKit base64-encodes it); base64 is taken as well.
      const result = await view.request<{ signature?: string }>(
        'signMessage',
        { account: address, address, message, protocol },
        on,
      )
      if (!result?.signature) throw new Error('The wallet returned no signature')
      return toBase64(fromBase64OrHex(result.signature))
    },
    async signPsbt({ psbt, signInputs }) {
      const on = requireChain()
      const result = await view.request<{ psbt?: string }>(
        'signPsbt',
        {
          // The session's account (its first address), as Reown's wallets expect it.
          account: sessionAddresses(on)[0],
          psbt: toBase64(psbt),
          signInputs: signInputs.map(({ address, index }) => ({ address, index, sighashTypes: [1] })),
          broadcast: false,
        },
        on,
      )
      if (!result?.psbt) throw new Error('The wallet returned no PSBT')
      return fromBase64OrHex(result.psbt)
    },
    onAccountsChanged(listener) {
      return view.subscribe((event) => {
        if (event.type === 'disconnect') listener([])
        else if (event.type === 'accountsChanged' && chain) readAccounts(chain).then(listener, () => listener([]))
      })
    },
  }
}
