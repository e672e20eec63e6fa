import { startFarcasterRelay } from './farcasterRelay.ts'

const relay = await startFarcasterRelay({ port: Number(process.env.PORT ?? 0) })
console.log(`Farcaster relay stand-in on ${relay.url} (relay key ${relay.authKey})`)
console.log(`test user fid ${relay.testUser.fid} @${relay.testUser.username}, custody ${relay.testUser.custody}`)
