/**
 * The injected-extension protocol `@polkadot/extension-inject` defines and every Polkadot extension follows
 * (Polkadot.js, Talisman, SubWallet, Nova): written out here so the page needs none of `@polkadot/*`.
 */

export interface InjectedAccount {
  address: string
  /** The chain the account is restricted to (0x genesis hash); null or absent: any chain. */
  genesisHash?: string | null
  name?: string
  /** The key type; 'ethereum' accounts (Talisman, SubWallet) hold H160 addresses, not SS58 ones. */
  type?: string
}

export interface SignerPayloadRaw {
  address: string
  /** 0x-hex of the bytes to sign; the extension signs them wrapped in `<Bytes>…</Bytes>`. */
  data: string
  type: 'bytes' | 'payload'
}

export interface SignerResult {
  id: number
  /** 0x-hex: 64 bytes for sr25519 and ed25519, 65 for ecdsa (after a 1-byte type prefix when MultiSignature). */
  signature: string
}

export interface InjectedSigner {
  signRaw?(raw: SignerPayloadRaw): Promise<SignerResult>
  /** An extrinsic's signing payload (SignerPayloadJSON), for dapps that sign with their own client. */
  signPayload?(payload: unknown): Promise<SignerResult>
}

export interface InjectedAccounts {
  get(anyType?: boolean): Promise<InjectedAccount[]>
  /** Calls back with the whole list now and whenever it changes; returns the unsubscribe. */
  subscribe(callback: (accounts: InjectedAccount[]) => void): (() => void) | undefined
}

/** What `enable(origin)` grants the page. */
export interface Injected {
  accounts: InjectedAccounts
  signer: InjectedSigner
}

/** One entry of `window.injectedWeb3`. */
export interface InjectedWindowProvider {
  enable?(originName: string): Promise<Injected>
  version?: string
  name?: string
  icon?: string
}

export type InjectedWeb3 = Record<string, InjectedWindowProvider | undefined>
