import { describe, expect, it } from 'vitest'
import { readFarcasterConfig } from './farcasterEnv.ts'

describe('readFarcasterConfig', () => {
  it('leaves Farcaster off without a relay URL', () => {
    expect(readFarcasterConfig({})).toBeUndefined()
  })

  it('reads fids from the Id Registry over the Optimism RPC it is given', () => {
    const config = readFarcasterConfig({
      FOYER_FARCASTER_RELAY_URL: 'https://relay.example',
      FOYER_FARCASTER_OPTIMISM_RPC: 'https://op.example/rpc',
    })
    expect(config?.fidSource).toEqual({ kind: 'idRegistry', rpcUrl: 'https://op.example/rpc' })
  })

  it('refuses a relay without a fid source, naming the variables', () => {
    expect(() => readFarcasterConfig({ FOYER_FARCASTER_RELAY_URL: 'https://relay.example' })).toThrow(
      'FOYER_FARCASTER_OPTIMISM_RPC',
    )
  })

  it('refuses a relay URL that is not http(s)', () => {
    expect(() =>
      readFarcasterConfig({ FOYER_FARCASTER_RELAY_URL: 'ftp://x', FOYER_FARCASTER_OPTIMISM_RPC: 'https://op.example' }),
    ).toThrow('FOYER_FARCASTER_RELAY_URL is an http(s) URL')
  })
})
