export type { Channel, SignatureParams } from './channelStore.ts'
export { type ApproveOptions, approveChannel, type CustodySigner } from './farcasterApp.ts'
export type { FarcasterUser } from './farcasterRegistry.ts'
export {
  type FarcasterRelay,
  type FarcasterRelayOptions,
  startFarcasterRelay,
  TEST_FARCASTER_USER,
} from './farcasterRelay.ts'
