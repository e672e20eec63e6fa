import { randomBytes } from 'node:crypto'

/** What an app asked the relay for (POST /v1/channel), as the Farcaster app later reads it. */
export interface SignatureParams {
  siweUri: string
  domain: string
  nonce?: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
}

/** What the Farcaster app posted on approval (POST /v1/channel/authenticate). */
export interface ChannelCompletion {
  message: string
  signature: `0x${string}`
  authMethod: 'custody' | 'authAddress'
  fid: number
  username?: string
  bio?: string
  displayName?: string
  pfpUrl?: string
}

export interface Channel {
  channelToken: string
  nonce: string
  url: string
  signatureParams: SignatureParams
  acceptAuthAddress: boolean
  metadata: { ip: string; userAgent: string }
  expiresAt: number
  completion?: ChannelCompletion
}

export interface ChannelStore {
  open(params: SignatureParams, acceptAuthAddress: boolean, metadata: Channel['metadata']): Channel
  /** The live channel of a token; undefined once unknown or expired. */
  find(channelToken: string): Channel | undefined
  complete(channelToken: string, completion: ChannelCompletion): Channel | undefined
}

/** Farcaster's relay keeps a channel this long. */
export const CHANNEL_TTL_MS = 5 * 60_000
// A long-running demo must not grow without bound.
const MAX_CHANNELS = 10_000

/** The relay's channels in memory, each living CHANNEL_TTL_MS or until its message's expirationTime. */
export function createChannelStore(connectUrl: (channel: Omit<Channel, 'url'>) => string, now: () => number) {
  const channels = new Map<string, Channel>()
  const sweep = () => {
    const at = now()
    for (const [token, channel] of channels) if (channel.expiresAt <= at) channels.delete(token)
  }
  const store: ChannelStore = {
    open(params, acceptAuthAddress, metadata) {
      sweep()
      if (channels.size >= MAX_CHANNELS) {
        const oldest = channels.keys().next().value
        if (oldest !== undefined) channels.delete(oldest)
      }
      const channelToken = randomBytes(16).toString('hex')
      const nonce = params.nonce ?? randomBytes(12).toString('hex')
      const requested = params.expirationTime ? Date.parse(params.expirationTime) : Number.NaN
      const ttlEnd = now() + CHANNEL_TTL_MS
      const expiresAt = Number.isFinite(requested) ? Math.min(requested, ttlEnd) : ttlEnd
      const base = {
        channelToken,
        nonce,
        signatureParams: { ...params, nonce },
        acceptAuthAddress,
        metadata,
        expiresAt,
      }
      const channel: Channel = { ...base, url: connectUrl(base) }
      channels.set(channelToken, channel)
      return channel
    },
    find(channelToken) {
      const channel = channels.get(channelToken)
      if (!channel) return undefined
      if (channel.expiresAt <= now()) {
        channels.delete(channelToken)
        return undefined
      }
      return channel
    },
    complete(channelToken, completion) {
      const channel = store.find(channelToken)
      if (!channel || channel.completion) return undefined
      channel.completion = completion
      return channel
    },
  }
  return store
}
