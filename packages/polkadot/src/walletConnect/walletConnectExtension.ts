import type { CaipNetworkId } from '@foyer/core'
import type { WalletConnect, WalletConnectNamespace } from '@foyer/walletconnect'
import { hexToBytes } from '@noble/hashes/utils'
import type { Injected, InjectedAccount, SignerPayloadRaw, SignerResult } from '../injectedTypes.ts'

/** Reown's polkadot methods: a message (`{ address, message }`) and an extrinsic's payload. */
export const POLKADOT_SIGN_MESSAGE = 'polkadot_signMessage'
export const POLKADOT_SIGN_TRANSACTION = 'polkadot_signTransaction'

const HEX_SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/

/** The chain of a CAIP-10 account and its address: `polkadot:{reference}:{address}`. */
function splitAccount(account: string): { chain: string; address: string } {
  const last = account.lastIndexOf(':')
  return { chain: account.slice(0, last), address: account.slice(last + 1) }
}

/** `{ signature: '0x…' }`, as Reown's wallets answer both methods; anything else is the wallet failing. */
function readSignature(result: unknown): SignerResult {
  const signature = (result as { signature?: unknown } | null)?.signature
  if (typeof signature !== 'string' || !HEX_SIGNATURE.test(signature)) {
    throw new Error(`The wallet answered without a hex signature: ${JSON.stringify(result)}`)
  }
  return { id: 0, signature }
}

/**
 * The message a signRaw carries, as text: Reown's polkadot_signMessage takes the message itself, and the wallet
 * signs it wrapped in `<Bytes>…</Bytes>` as an extension does. Bytes that are no UTF-8 go as their hex.
 */
function messageOf(raw: SignerPayloadRaw): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(raw.data.replace(/^0x/, '')))
  } catch {
    return raw.data
  }
}

/**
 * The polkadot namespace of the shared WalletConnect session on `chain`, seen as an injected extension's grant
 * (accounts and signer), so that connecting, signing and the dapp's provider work exactly as with an extension.
 */
export function walletConnectExtension(view: WalletConnectNamespace, chain: CaipNetworkId): Injected {
  const accounts = (): InjectedAccount[] =>
    [
      ...new Set(
        view
          .accounts()
          .map(splitAccount)
          .filter((account) => account.chain === chain)
          .map((account) => account.address),
      ),
    ].map((address) => ({ address }))

  return {
    accounts: {
      get: async () => accounts(),
      subscribe: (callback) =>
        view.subscribe((event) => {
          // The session ended (the wallet disconnected, or it expired): no account is left.
          if (event.type === 'disconnect') callback([])
          else if (event.type === 'accountsChanged') callback(accounts())
        }),
    },
    signer: {
      signRaw: async (raw) =>
        readSignature(
          await view.request(POLKADOT_SIGN_MESSAGE, { address: raw.address, message: messageOf(raw) }, chain),
        ),
      signPayload: async (payload) => {
        const address = (payload as { address?: unknown } | null)?.address
        return readSignature(
          await view.request(POLKADOT_SIGN_TRANSACTION, { address, transactionPayload: payload }, chain),
        )
      },
    },
  }
}

/**
 * The polkadot side of the open session: its chain `wanted` when the session grants accounts there, else the
 * first of its polkadot chains that has some (core then follows that network, or says it is unsupported);
 * undefined when it grants no polkadot account at all.
 */
export function walletConnectChain(walletConnect: WalletConnect, wanted: CaipNetworkId): CaipNetworkId | undefined {
  const chains = walletConnect
    .namespace('polkadot')
    .accounts()
    .map((account) => splitAccount(account).chain as CaipNetworkId)
  return chains.includes(wanted) ? wanted : chains[0]
}
