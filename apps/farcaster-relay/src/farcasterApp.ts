import { createWalletClient, type StatusAPIResponse, viemConnector } from '@farcaster/auth-client'
import type { Address, Hex } from 'viem'

/** Who signs: an EOA (a viem local account) or a contract custody (a viem smart account, ERC-1271). */
export interface CustodySigner {
  address: Address
  signMessage(args: { message: string }): Promise<Hex>
}

export interface ApproveOptions {
  /** The relay the channel lives on (its origin, as the auth-client's `relay`). */
  relayUrl: string
  /** The relay's key for Farcaster apps (X-Farcaster-Auth-Relay-Key). */
  authKey: string
  /** The connect URL the app showed as a QR code. */
  url: string
  fid: number
  username: string
  /** The key that signs: the fid's custody account for an honest approval. */
  account: CustodySigner
  /** Overrides of what the URL asks for, to play a dishonest Farcaster app in tests. */
  override?: { domain?: string; nonce?: string; uri?: string; expirationTime?: string }
}

/**
 * The visitor's Farcaster app, as a test plays it: reads the scanned connect URL, builds the Sign In With
 * Farcaster message with @farcaster/auth-client, signs it with the custody key and posts it to the relay.
 */
export async function approveChannel(options: ApproveOptions): Promise<StatusAPIResponse> {
  const asked = new URL(options.url).searchParams
  const channelToken = asked.get('channelToken')
  if (!channelToken) throw new Error('The connect URL names no channel')
  // The connector is never asked anything here: building and posting a message reads no chain.
  const client = createWalletClient({ relay: options.relayUrl, ethereum: viemConnector({ rpcUrl: options.relayUrl }) })
  const expirationTime = options.override?.expirationTime ?? asked.get('expirationTime')
  const notBefore = asked.get('notBefore')
  const { message } = client.buildSignInMessage({
    address: options.account.address,
    fid: options.fid,
    uri: options.override?.uri ?? asked.get('siweUri') ?? '',
    domain: options.override?.domain ?? asked.get('domain') ?? '',
    nonce: options.override?.nonce ?? asked.get('nonce') ?? '',
    ...(expirationTime ? { expirationTime: new Date(expirationTime) } : {}),
    ...(notBefore ? { notBefore: new Date(notBefore) } : {}),
  })
  const signature = await options.account.signMessage({ message })
  const { response, data } = await client.authenticate({
    channelToken,
    authKey: options.authKey,
    message,
    signature,
    fid: options.fid,
    username: options.username,
    authMethod: 'custody',
  })
  if (!response.ok) throw new Error(`The relay refused the approval: HTTP ${response.status}`)
  return data
}
